import type { ReactNode } from 'react';

/**
 * A section of the product page with its anchor (`id`) and its heading, or only a name where its
 * content brings its own heading (the binder vote). It takes the focus when a link inside the page
 * leads to it.
 */
export function ProductSection({
  id,
  title,
  headed = true,
  children,
}: {
  id: string;
  title: string;
  headed?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="product-section"
      tabIndex={-1}
      {...(headed ? { 'aria-labelledby': `${id}-titel` } : { 'aria-label': title })}
    >
      {headed && (
        <h2 id={`${id}-titel`} className="product-section-title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
