import { type CustomProduct, formatNumber } from '@futterkompass/domain';
import { useId } from 'react';

const ROWS: { key: keyof CustomProduct; label: string }[] = [
  { key: 'tm', label: 'Trockenmasse' },
  { key: 'tmProteins', label: 'Rohprotein' },
  { key: 'tmFats', label: 'Rohfett' },
  { key: 'tmAsh', label: 'Rohasche' },
  { key: 'tmFibers', label: 'Rohfaser' },
  { key: 'tmNfe', label: 'NfE' },
];

/** The added products side by side, in percent of their dry matter; each column can be removed. */
export function DryMatterTable({
  products,
  onRemove,
}: {
  products: CustomProduct[];
  onRemove(index: number): void;
}) {
  const headingId = useId();
  if (products.length === 0) return <p className="hint">Noch keine Produkte in der Tabelle.</p>;
  // The heading stays outside the box: a caption would scroll away with the columns on a phone.
  return (
    <div className="calculator-table-section">
      <h2 id={headingId}>Zusammensetzung in der Trockenmasse (in %)</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-scroll" tabIndex={0} aria-labelledby={headingId}>
        <table className="calculator-table dry-matter-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <td />
              {products.map((p, index) => (
                <th key={p.name} scope="col">
                  <span className="column-name">{p.name}</span>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`${p.name} entfernen`}
                    onClick={() => onRemove(index)}
                  >
                    Entfernen
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {products.map((p) => (
                  <td key={p.name}>{formatNumber(p[row.key] as number)} %</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
