import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import './carousel.css';

interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

/** Where the track stands; a pixel of slack because layout widths can be fractional. */
function ends(track: HTMLElement): Ends {
  const max = track.scrollWidth - track.clientWidth;
  return { atStart: track.scrollLeft <= 1, atEnd: track.scrollLeft >= max - 1 };
}

/**
 * A titled row of slides, 4 wide and 3, 2 or 1 on narrower space (carousel.css). Native scrolling with
 * snap points does touch swiping; the buttons and the arrow keys move by one view. No autoplay and no
 * wrap-around: at the ends the buttons are disabled. They stay focusable (aria-disabled), so a
 * keyboard user who pages to the end keeps their place.
 */
export function Carousel<T>(props: {
  title: string;
  /** Beside the title: a link that says how the row is ranked. */
  note?: ReactNode;
  /** Shown instead of the track when there are no items. */
  empty: ReactNode;
  items: readonly T[];
  keyOf(item: T): string;
  render(item: T): ReactNode;
}) {
  const { title, note, empty, items, keyOf, render } = props;
  const headingId = useId();
  const track = useRef<HTMLUListElement | null>(null);
  const [position, setPosition] = useState<Ends>({ atStart: true, atEnd: true });

  // A new state only when an end changed: scrolling within the track re-renders nothing.
  const measure = useCallback(() => {
    if (!track.current) return;
    const next = ends(track.current);
    setPosition((current) =>
      current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
    );
  }, []);
  // The track's width changes with the window and when it first lays out: measure then too.
  const attach = useCallback(
    (el: HTMLUListElement | null) => {
      track.current = el;
      if (!el) return;
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      return () => observer.disconnect();
    },
    [measure],
  );

  const page = (direction: 1 | -1) => {
    const el = track.current;
    // One view further; the snap points line the first slide up.
    if (el) el.scrollBy({ left: direction * el.clientWidth });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const el = track.current;
    if (!el) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => page(1),
      ArrowLeft: () => page(-1),
      Home: () => el.scrollTo({ left: 0 }),
      End: () => el.scrollTo({ left: el.scrollWidth }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // The slides as elements of their own: when the buttons change (the first measurement shows them),
  // React keeps the slides as they are instead of rendering every card again.
  const slides = useMemo(
    () =>
      items.map((item) => (
        <li key={keyOf(item)} className="carousel-slide">
          {render(item)}
        </li>
      )),
    [items, keyOf, render],
  );
  const fits = position.atStart && position.atEnd;
  return (
    <section className="carousel" aria-labelledby={headingId}>
      <div className="carousel-header">
        {note ? (
          <div className="carousel-heading">
            <h2 id={headingId}>{title}</h2>
            {note}
          </div>
        ) : (
          <h2 id={headingId}>{title}</h2>
        )}
        {/* Hidden rather than left out when every slide fits: the header keeps its layout, so the
            track does not move when the first measurement shows the buttons. */}
        {items.length > 0 && (
          <div className={`carousel-buttons${fits ? ' is-hidden' : ''}`}>
            <button
              type="button"
              className="carousel-button"
              aria-label="Zurück blättern"
              aria-disabled={position.atStart}
              onClick={() => page(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="carousel-button"
              aria-label="Weiter blättern"
              aria-disabled={position.atEnd}
              onClick={() => page(1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      {items.length === 0 ? (
        <p className="carousel-empty">{empty}</p>
      ) : (
        // Arrow keys page from anywhere in the track, also from a card's link or button.
        <ul ref={attach} className="carousel-track" onScroll={measure} onKeyDown={onKeyDown}>
          {slides}
        </ul>
      )}
    </section>
  );
}
