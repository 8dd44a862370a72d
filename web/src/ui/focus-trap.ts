import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** The controls in `box` the keyboard can reach: not disabled, not inside a `hidden` part. */
export function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/**
 * Keeps Tab inside a modal `box` (a dialog, the phone menu, the phone filter sheet): from its last
 * control Tab goes to its first, and Shift+Tab from its first to its last, so the page underneath,
 * which the box covers, is never reached.
 */
export function keepTabInside(event: KeyboardEvent, box: HTMLElement | null): void {
  if (event.key !== 'Tab' || !box) return;
  const items = focusables(box);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !box.contains(at))) {
    event.preventDefault();
    first.focus();
  }
}
