import { type KeyboardEvent, useState } from 'react';

/**
 * The option the arrow keys point at in a combobox of `count` options (-1: none), wrapping round;
 * Escape calls `onEscape`. Arrows open the list (`onOpen`).
 */
export function useActiveOption(count: number, { onOpen, onEscape }: { onOpen(): void; onEscape(): void }) {
  const [active, setActive] = useState(-1);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      onOpen();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape') {
      onEscape();
    }
  };
  return { active, setActive, onKeyDown };
}
