import { CALCULATORS } from '@futterkompass/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOnNavigation } from './useOnNavigation';

/** The calculators dropdown: opens on click or arrow key, closes on Escape, outside click or navigation. */
export function CalculatorsMenu() {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useOnNavigation(() => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() =>
        (
          items[(index + 1) % Math.max(items.length, 1)] ??
          root.current?.querySelector<HTMLAnchorElement>('[role="menuitem"]')
        )?.focus(),
      );
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      items[index <= 0 ? items.length - 1 : index - 1]?.focus();
    }
  };

  return (
    <div className="menu" ref={root}>
      <button
        onKeyDown={onKeyDown}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Rechner <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className="menu-list" aria-label="Rechner" onKeyDown={onKeyDown}>
          {CALCULATORS.map((c) => (
            <Link key={c.path} to={c.path} role="menuitem">
              {c.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
