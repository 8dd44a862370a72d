import { productPath } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { FeedingInput } from './FeedingCostForm';
import { productName } from './nutrients';
import { ROW_GROUPS } from './rows';

/**
 * The compared products side by side, one column each. The table scrolls sideways inside its own
 * box (focusable, so that keyboards can scroll it too); the row headings stay in view.
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
  const width = products.length + 1;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <section className="compare-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table">
        <caption id={captionId} className="visually-hidden">
          Vergleich von {products.length} Produkten
        </caption>
        <thead>
          <tr>
            <td className="compare-corner" />
            {products.map((p) => (
              <th key={p._id} scope="col" className="compare-product">
                <Link to={productPath(p.urlExtension)}>
                  <span className="compare-brand">{p.brand.name}</span> {p.series}
                </Link>
                <button
                  type="button"
                  className="button button-secondary compare-remove"
                  aria-label={`${productName(p)} aus der Vergleichsliste entfernen`}
                  onClick={() => onRemove(p)}
                >
                  Entfernen
                </button>
              </th>
            ))}
          </tr>
        </thead>
        {ROW_GROUPS.map((group) => (
          <tbody key={group.title ?? ''}>
            {group.title && (
              <tr className="compare-group">
                <th scope="rowgroup" colSpan={width}>
                  <span>{group.title}</span>
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label}
                  {row.context && <span className="visually-hidden"> {row.context}</span>}
                </th>
                {products.map((p) => (
                  <td key={p._id}>{row.cell(p, feeding)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
