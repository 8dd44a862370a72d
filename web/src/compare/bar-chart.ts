import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only what a bar chart needs, so the chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface Bars {
  /** One group of bars per label; a label of several lines is an array. */
  labels: string[][];
  series: { label: string; colour: string; values: number[] }[];
  /** How an axis tick and a tooltip show a value. */
  format(value: number): string;
}

/**
 * Draws horizontal grouped bars into the canvas; returns what removes them. This module holds chart.js
 * and nothing of React, so that its chunk is loaded only by the compare list and shares nothing else.
 */
export function drawBars(canvas: HTMLCanvasElement, { labels, series, format }: Bars): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.colour })),
    },
    options: {
      indexAxis: 'y',
      maintainAspectRatio: false,
      locale: 'de-DE',
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      scales: { x: { beginAtZero: true, suggestedMax: 60, ticks: { callback: (v) => format(Number(v)) } } },
      plugins: {
        legend: { position: 'top' },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.x ?? 0)}` } },
      },
    },
  });
  return () => chart.destroy();
}
