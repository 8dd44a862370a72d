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
  /** How an axis tick and a tooltip show a value. */
  format(value: number): string;
}

/**
 * Draws a stepped line (a price holds until it changes) into the canvas; returns what removes it.
 * Like the bar chart, this module holds chart.js and nothing of React, in its own chunk.
 */
export function drawLine(
  canvas: HTMLCanvasElement,
  { labels, values, label, colour, format }: Line,
): () => void {
  const chart = new Chart(canvas, {
    type: 'line',
    data: {
      labels,
      datasets: [
        { label, data: values, borderColor: colour, backgroundColor: colour, stepped: true, pointRadius: 0 },
      ],
    },
    options: {
      maintainAspectRatio: false,
      locale: 'de-DE',
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { maxTicksLimit: 6, maxRotation: 0 } },
        y: { ticks: { callback: (v) => format(Number(v)) } },
      },
      plugins: {
        tooltip: { callbacks: { label: (item) => `${label}: ${format(item.parsed.y ?? 0)}` } },
      },
    },
  });
  return () => chart.destroy();
}
