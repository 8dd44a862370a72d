import { type RefObject, useEffect } from 'react';
import type { Line } from './line-chart';

/** How close to the screen the chart's box comes before chart.js is loaded and draws it. */
const NEAR_SCREEN = '200px';

/**
 * Draws the line into the canvas once chart.js has come in its own chunk (only when there is
 * something to draw), and removes it when the line changes or the canvas goes. chart.js is large:
 * it is loaded once the chart comes near the screen, not while the page starts (on a phone the
 * price history lies below the first screen). `line` must keep its identity while it is the same
 * (useMemo), or the chart is drawn again on every render.
 */
export function useLineChart(canvas: RefObject<HTMLCanvasElement | null>, line: Line | null) {
  useEffect(() => {
    const el = canvas.current;
    // Without a 2D context (very old browsers) the text alternative stands alone.
    if (!line?.labels.length || !el?.getContext('2d')) return;
    let current = true;
    let remove = () => {};
    const draw = () =>
      import('./line-chart').then(
        ({ drawLine }) => {
          if (current) remove = drawLine(el, line);
        },
        // Not loaded (offline, or the page is being left): the text alternative stands alone.
        () => undefined,
      );
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void draw();
      },
      { rootMargin: NEAR_SCREEN },
    );
    near.observe(el);
    return () => {
      current = false;
      near.disconnect();
      remove();
    };
  }, [canvas, line]);
}
