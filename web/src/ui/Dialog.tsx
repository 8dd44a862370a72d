import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './after-next-paint';
import { focusables, keepTabInside } from './focus-trap';

export const FADE_MS = 300;

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: fades over 300 ms, traps the focus, closes on Escape or a click beside it, and
 * gives the focus back to where it was.
 */
export function Dialog({ open, title, onClose, children, footer, className }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => setMounted(false), FADE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const box = panel.current;
    if (!open || !mounted || !box) return;
    const opener = document.activeElement as HTMLElement | null;
    (focusables(box)[0] ?? box).focus();
    // Back to the opener once the closing has painted: moving the focus makes the browser lay the
    // page out at once, which in the frame of the closing click (where the page changes too, e.g.
    // the applied filters) delayed that frame on a phone. Not if the focus has moved on meanwhile.
    return () => {
      afterNextPaint(() => {
        const now = document.activeElement;
        if (!now || now === document.body || box.contains(now)) opener?.focus();
      });
    };
  }, [open, mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, panel.current);
  };

  return createPortal(
    // A click beside the dialog closes it, as Escape does for the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
    <div
      role="presentation"
      className={`dialog-backdrop${visible ? ' is-visible' : ''}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={`dialog${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Schließen" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="dialog-body">{children}</div>
        {footer && <div className="dialog-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
