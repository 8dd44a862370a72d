import { clickOutPath } from '@futterkompass/domain';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  offerId: string;
  children: ReactNode;
};

/**
 * Every shop button: through /weiter/{offerId}, which counts the click-out and sends the visitor on
 * to the shop, with the page it stands on (its path only). A new tab, as paid links are marked.
 */
export function ShopLink({ offerId, children, ...rest }: ShopLinkProps) {
  const { pathname } = useLocation();
  return (
    <a
      {...rest}
      href={clickOutPath(offerId, pathname)}
      target="_blank"
      rel="nofollow sponsored noopener noreferrer"
    >
      {children}
    </a>
  );
}
