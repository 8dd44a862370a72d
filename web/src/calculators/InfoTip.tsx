import { type ReactNode, useId, useState } from 'react';

/**
 * An 'i' button with a hint: shown while the pointer rests on it, and toggled by click, tap, Enter
 * or Space (a disclosure, so touch and keyboard reach it too); Escape hides it. The hint also
 * describes the button, so screen readers announce it without opening.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering shows the hint to mouse users (and keeps it while the pointer is on it); keyboard and touch use the button
    <span className="info-tip" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className="info-tip-button"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setPinned((p) => !p)}
        onBlur={() => setPinned(false)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setPinned(false);
          setHovered(false);
        }}
      >
        <span className="info-tip-icon" aria-hidden="true">
          i
        </span>
      </button>
      <span role="tooltip" id={id} className="info-tip-text" hidden={!open}>
        {children}
      </span>
    </span>
  );
}
