import { formatNeed, NEED_DECIMALS, type NutrientRow } from '@futterkompass/domain';
import { Fragment, useId } from 'react';
import { InfoTip } from './InfoTip';

/** A name that may break after its slashes ('Phenylalanin/Tyrosin') in a narrow column. */
function Breakable({ text }: { text: string }) {
  return text.split('/').map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** One of the nutrient tables: unit, need per kg metabolic weight, per day and per week. */
export function NutrientTable({
  title,
  rows,
  exponent,
}: {
  title: string;
  rows: NutrientRow[];
  exponent: string;
}) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="calculator-table nutrient-table">
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Nährstoff</th>
            <th scope="col" className="unit-cell">
              Einheit
            </th>
            <th scope="col">
              Bedarf je kg<sup>{exponent}</sup>
            </th>
            <th scope="col">pro Tag</th>
            <th scope="col">pro Woche</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Breakable text={row.label} />
                {/* On a phone the unit column gives way to the unit beside the name. */}
                <span className="nutrient-unit"> ({row.unit})</span>
                {row.micro && (
                  <InfoTip label={`${row.label} in Mikrogramm`}>
                    Entspricht {formatNeed(row.micro.need, NEED_DECIMALS)} µg je kg<sup>{exponent}</sup>,{' '}
                    {formatNeed(row.micro.daily, row.decimals)} µg pro Tag und{' '}
                    {formatNeed(row.micro.weekly, row.decimals)} µg pro Woche.
                  </InfoTip>
                )}
              </th>
              <td className="unit-cell">{row.unit}</td>
              <td>{formatNeed(row.need, NEED_DECIMALS)}</td>
              <td>{formatNeed(row.daily, row.decimals)}</td>
              <td>{formatNeed(row.weekly, row.decimals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
