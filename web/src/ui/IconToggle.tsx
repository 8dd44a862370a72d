import type { ReactNode } from 'react';
import './icon-toggle.css';

/**
 * A round icon button that is on or off, named for screen readers and with a short tooltip that
 * shows on hover and on keyboard focus (a title attribute shows to neither touch nor keyboard).
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
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
      <span className="tooltip" aria-hidden="true">
        {tooltip}
      </span>
    </button>
  );
}
