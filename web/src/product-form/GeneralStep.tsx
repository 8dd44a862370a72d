import {
  AGE_GROUPS,
  ANIMALS,
  barcodeField,
  COUNTRIES,
  PACKAGINGS,
  packagingField,
  packagingOptions,
  SIZE_ROWS,
  sizeField,
  TEXT_LIMITS,
  TYPE1,
  TYPE2,
  type1Options,
  type2Options,
} from '@futterkompass/domain';
import { useState } from 'react';
import { Field, SelectField } from '../accounts/Field';
import type { BrandChoice } from './api';
import type { Binding } from './binding';
import { CheckboxGroup, choicesOf } from './controls';
import { DECIMAL_INPUT } from './decimal-input';

const ROW_COUNT = SIZE_ROWS.length;
type Row = (typeof SIZE_ROWS)[number];

/** The rows worth showing: every row with something in it, at least the first. */
function usedRows(bind: Binding): number {
  const v = bind.values;
  const used = SIZE_ROWS.filter((r) => v[sizeField(r)] || v[packagingField(r)] || v[barcodeField(r)]);
  return Math.max(1, ...used);
}

/** Step 1: 'Allgemeine Informationen' and 'Verpackung' with up to five package rows. */
export function GeneralStep({
  bind,
  brands,
  onAddBrand,
}: {
  bind: Binding;
  brands: readonly BrandChoice[];
  onAddBrand(): void;
}) {
  const v = bind.values;
  const { variant } = bind.context;
  const [rows, setRows] = useState(() => usedRows(bind));
  const label = (list: { label(value: never): string }) => (value: string) => ({
    value,
    label: list.label(value as never),
  });
  const packagings = packagingOptions(bind.context).map(label(PACKAGINGS));

  const chooseType1 = (type1: string) => {
    bind.set('type1', type1);
    // A food type the new type does not offer (dry BARF of dried food) goes with it.
    bind.set(
      'type2',
      v.type2.filter((t) => (type2Options(variant, type1) as readonly string[]).includes(t)),
    );
  };

  /** The last row goes, and what was typed in it. */
  const removeRow = (row: Row) => {
    for (const field of [sizeField(row), packagingField(row), barcodeField(row)]) bind.set(field, '');
    setRows(row - 1);
  };

  return (
    <>
      <section className="form-card" aria-labelledby="step1-general">
        <h2 id="step1-general" tabIndex={-1}>
          Allgemeine Informationen
        </h2>
        <CheckboxGroup {...bind.list('animals', true)} choices={choicesOf(ANIMALS)} columns={4} />
        <CheckboxGroup {...bind.list('ageGroup')} choices={choicesOf(AGE_GROUPS)} columns={4} />
        <div className="field-grid">
          <SelectField
            {...bind.text('type1', true)}
            onValue={chooseType1}
            placeholder="Bitte wählen"
            options={type1Options(bind.context).map(label(TYPE1))}
          />
          <SelectField
            {...bind.text('countryOfProduction')}
            placeholder="nicht angegeben"
            options={choicesOf(COUNTRIES)}
            hint="Nur wenn es ausdrücklich auf der Verpackung oder der Homepage des Herstellers steht."
          />
        </div>
        <CheckboxGroup
          {...bind.list('type2', true)}
          choices={type2Options(variant, v.type1).map(label(TYPE2))}
          columns={3}
          longLabels
        />
        <div className="field-grid">
          <div className="brand-field">
            <SelectField
              {...bind.text('brand', true)}
              placeholder="Bitte wählen"
              options={brands.map((b) => ({ value: b._id, label: b.name }))}
            />
            <button type="button" className="link-button" onClick={onAddBrand}>
              Marke hinzufügen
            </button>
          </div>
          <Field {...bind.text('series', true)} maxLength={TEXT_LIMITS.series} autoComplete="off" />
        </div>
      </section>

      <section className="form-card" aria-labelledby="step1-packaging">
        <h2 id="step1-packaging" tabIndex={-1}>
          Verpackung
        </h2>
        {SIZE_ROWS.slice(0, rows).map((row) => (
          <fieldset key={row} className="package-row">
            <legend>Packung {row}</legend>
            <Field {...bind.text(sizeField(row), row === 1)} {...DECIMAL_INPUT} />
            <SelectField
              {...bind.text(packagingField(row), row === 1)}
              placeholder="Bitte wählen"
              options={packagings}
            />
            <Field
              {...bind.text(barcodeField(row))}
              inputMode="numeric"
              maxLength={TEXT_LIMITS.barcode}
              autoComplete="off"
            />
            {row > 1 && row === rows && (
              <button type="button" className="link-button" onClick={() => removeRow(row)}>
                Packung {row} entfernen
              </button>
            )}
          </fieldset>
        ))}
        {rows < ROW_COUNT && (
          <button type="button" className="button button-secondary" onClick={() => setRows(rows + 1)}>
            Weitere Packungsgröße hinzufügen
          </button>
        )}
      </section>
    </>
  );
}
