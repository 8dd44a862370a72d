import { formatNumber } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import { useEffect, useId, useRef } from 'react';
import { labelLines } from './label-lines';
import { inDry, NUTRIENT_LABELS, type NutrientKey, productName } from './nutrients';

/** Colours with at least 3:1 against white and told apart with the common colour blindnesses. */
const SERIES: { key: NutrientKey; colour: string }[] = [
  { key: 'proteins', colour: '#0072b2' },
  { key: 'fats', colour: '#c84f00' },
  { key: 'nfe', colour: '#3d3d3d' },
];

/** Characters per line of a product's label beside its bars: about a third of the chart's width. */
const labelWidth = (chartPixels: number) => (chartPixels < 600 ? 16 : 32);

const percent = (value: number) => `${formatNumber(value, 1)} %`;

/** The chart's figures in words, for screen readers (the canvas itself says nothing). */
export function chartSummary(products: CompareProduct[]): string {
  const perProduct = products.map(
    (p) =>
      `${productName(p)}: ${SERIES.map(({ key }) => `${NUTRIENT_LABELS[key]} ${percent(inDry(p, key))}`).join(', ')}`,
  );
  return `Balkendiagramm. ${perProduct.join('; ')}.`;
}

/** Protein, fat and NfE in dry matter per product as bars; chart.js comes in its own chunk. */
export function NutrientChart({ products }: { products: CompareProduct[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = canvas.current;
    // Without a 2D context (very old browsers) the text alternative stands alone.
    if (!el?.getContext('2d')) return;
    // The box, not the canvas: chart.js sizes the canvas to it only when it draws.
    const width = labelWidth(el.parentElement?.clientWidth ?? 0);
    let current = true;
    let remove = () => {};
    import('./bar-chart').then(
      ({ drawBars }) => {
        if (!current) return;
        remove = drawBars(el, {
          labels: products.map((p) => [...labelLines(p.brand.name, width), ...labelLines(p.series, width)]),
          series: SERIES.map(({ key, colour }) => ({
            label: NUTRIENT_LABELS[key],
            colour,
            values: products.map((p) => inDry(p, key)),
          })),
          format: percent,
        });
      },
      // Not loaded (offline, or the page is being left): the text alternative stands alone.
      () => undefined,
    );
    return () => {
      current = false;
      remove();
    };
  }, [products]);

  return (
    <figure className="nutrient-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>Protein, Fett und NfE in der Trockenmasse</h2>
      {/* Height grows with the number of products: each gets its three bars. */}
      <div className="nutrient-chart-box" style={{ height: `${8 + products.length * 5}rem` }}>
        <canvas ref={canvas} role="img" aria-label={chartSummary(products)} />
      </div>
    </figure>
  );
}
