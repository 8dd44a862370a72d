import type { ReactNode } from 'react';
import './icon-toggle.css';

/**
 * A round icon button that is on or off, named for screen readers and with a short tooltip that
 * shows on hover and on keyboard focus (a title attribute shows to neither touch nor keyboard).
 * The tooltip is drawn by CSS from data-tooltip: no text node that shows while the styles are not
 * yet applied or while it fades, and that would not match the button's name.
 */
export function IconToggle({
  pressed,
  label,
  tooltip,
  onClick,
  children,
}: {
  pressed: boolean;
  label: string;
  tooltip: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`toggle-icon${pressed ? ' is-on' : ''}`}
      aria-pressed={pressed}
      aria-label={label}
      data-tooltip={tooltip}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
