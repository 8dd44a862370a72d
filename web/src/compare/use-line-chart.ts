import { type RefObject, useEffect } from 'react';
import type { Line } from './line-chart';

/**
 * Draws the line into the canvas once chart.js has come in its own chunk (only when there is
 * something to draw), and removes it when the line changes or the canvas goes. `line` must keep its
 * identity while it is the same (useMemo), or the chart is drawn again on every render.
 */
export function useLineChart(canvas: RefObject<HTMLCanvasElement | null>, line: Line | null) {
  useEffect(() => {
    const el = canvas.current;
    // Without a 2D context (very old browsers) the text alternative stands alone.
    if (!line?.labels.length || !el?.getContext('2d')) return;
    let current = true;
    let remove = () => {};
    import('./line-chart').then(
      ({ drawLine }) => {
        if (current) remove = drawLine(el, line);
      },
      // Not loaded (offline, or the page is being left): the text alternative stands alone.
      () => undefined,
    );
    return () => {
      current = false;
      remove();
    };
  }, [canvas, line]);
}
