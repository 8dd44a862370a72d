import { productPathFor } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FeedingInput } from './FeedingCostForm';
import { productName } from './nutrients';
import { type CompareRow, ROW_GROUPS } from './rows';

/** A row whose text is not the same for every product (rows without text never differ). */
export function rowDiffers(row: CompareRow, products: readonly CompareProduct[]): boolean {
  const { text } = row;
  return !!text && new Set(products.map((p) => text(p))).size > 1;
}

function ProductHeading({ product: p, onRemove }: { product: CompareProduct; onRemove(): void }) {
  return (
    <th scope="col" className="compare-product">
      <Link to={productPathFor(p.urlExtension, p.shipping)}>
        <span className="compare-brand">{p.brand.name}</span> {p.series}
      </Link>
      <button
        type="button"
        className="button button-secondary compare-remove"
        aria-label={`${productName(p)} aus der Vergleichsliste entfernen`}
        onClick={onRemove}
      >
        Entfernen
      </button>
    </th>
  );
}

/**
 * The compared products side by side, one column each. The table scrolls in its own box (focusable,
 * so that keyboards can scroll it too); the row headings and the product names stay in view. Rows
 * whose values differ are marked; 'Nur Unterschiede' hides the others.
 */
export function CompareTable({
  products,
  feeding,
  onRemove,
}: {
  products: CompareProduct[];
  feeding: FeedingInput;
  onRemove(product: CompareProduct): void;
}) {
  const captionId = useId();
  const onlyId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const width = products.length + 1;
  const several = products.length > 1;
  const groups = ROW_GROUPS.map((group) => ({
    ...group,
    rows: group.rows
      .filter((row) => !row.shown || row.shown(products))
      .map((row) => ({ row, differs: several && rowDiffers(row, products) }))
      // Rows without text (picture, offer, cost) stay: they are what a comparison is about.
      .filter(({ row, differs }) => !onlyDifferences || differs || !row.text),
  })).filter((group) => group.rows.length > 0);

  return (
    <>
      {several && (
        <p className="compare-options">
          <input
            id={onlyId}
            className="compare-options-check"
            type="checkbox"
            checked={onlyDifferences}
            onChange={(e) => setOnlyDifferences(e.target.checked)}
          />
          <label htmlFor={onlyId}>Nur Unterschiede zeigen</label>
          <span className="compare-legend">
            <span className="compare-legend-mark" aria-hidden="true" /> unterschiedliche Werte
          </span>
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="compare-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="compare-table">
          <caption id={captionId} className="visually-hidden">
            Vergleich von {products.length} Produkten
          </caption>
          <thead>
            <tr>
              <td className="compare-corner" />
              {products.map((p) => (
                <ProductHeading key={p._id} product={p} onRemove={() => onRemove(p)} />
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.title ?? ''}>
              {group.title && (
                <tr className="compare-group">
                  <th scope="rowgroup" colSpan={width}>
                    <span>{group.title}</span>
                  </th>
                </tr>
              )}
              {group.rows.map(({ row, differs }) => (
                <tr key={row.label} className={differs ? 'is-different' : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.context && <span className="visually-hidden"> {row.context}</span>}
                    {differs && <span className="visually-hidden"> (unterschiedlich)</span>}
                  </th>
                  {products.map((p) => (
                    <td key={p._id}>{row.cell ? row.cell(p, feeding) : row.text?.(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </>
  );
}
