import {
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what a line chart needs, so the chunk stays small.
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

export interface Line {
  labels: string[];
  /** One value per label; null leaves a gap (no offer that day). */
  values: (number | null)[];
  label: string;
  colour: string;
  /** How a tooltip shows a value. */
  format(value: number): string;
  /** How the axes show a label and a value (shorter than the tooltip), and what the values are in. */
  axis: { label(label: string): string; value(value: number): string; unit: string };
  /** How a tooltip names a label (the full date). */
  title(label: string): string;
  /**
   * Counts (clicks per day) instead of prices: whole numbers from 0 up, points joined directly
   * rather than held until the next change.
   */
  counts?: boolean;
}

/**
 * Draws a stepped line (a price holds until it changes) into the canvas; returns what removes it.
 * Like the bar chart, this module holds chart.js and nothing of React, in its own chunk. The value
 * axis steps by whole cents at least (finer steps repeat the same label), the label axis skips
 * labels that would run together.
 */
export function drawLine(
  canvas: HTMLCanvasElement,
  { labels, values, label, colour, format, axis, title, counts = false }: Line,
): () => void {
  const chart = new Chart(canvas, {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label,
          data: values,
          borderColor: colour,
          backgroundColor: colour,
          stepped: !counts,
          pointRadius: 0,
        },
      ],
    },
    options: {
      maintainAspectRatio: false,
      locale: 'de-DE',
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          ticks: {
            maxTicksLimit: canvas.clientWidth < 480 ? 4 : 7,
            maxRotation: 0,
            autoSkipPadding: 16,
            callback: (_value, index) => axis.label(labels[index] ?? ''),
          },
        },
        y: {
          ...(counts ? { beginAtZero: true, suggestedMax: 4 } : { grace: '5%' }),
          title: { display: true, text: axis.unit },
          ticks: { precision: counts ? 0 : 2, maxTicksLimit: 6, callback: (v) => axis.value(Number(v)) },
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => title(items[0]?.label ?? ''),
            label: (item) => `${label}: ${format(item.parsed.y ?? 0)}`,
          },
        },
      },
    },
  });
  return () => chart.destroy();
}
