import {
  CALCULATOR_MESSAGES,
  type CustomProduct,
  customProduct,
  errorOf,
  parseAmount,
  readAnalysis,
  tableProductName,
  WEENDER_FIELDS,
  WEENDER_LABELS,
  type WeenderField,
} from '@futterkompass/domain';
import { useState } from 'react';
import { Field, FormMessage } from '../accounts/Field';
import { FavoriteSelect, productName } from './FavoriteSelect';
import { analysisTexts } from './favorite-values';
import { AmountField } from './fields';

type Texts = Record<WeenderField | 'name', string>;
const EMPTY: Texts = { name: '', proteins: '', fats: '', fibers: '', ash: '', moisture: '' };

/**
 * A product for the dry-matter table: picked from the favourites (which fills the form) or typed in.
 * All five analysis values are needed; the title is optional.
 */
export function CustomProductForm({
  taken,
  onAdd,
}: {
  taken: readonly string[];
  onAdd(p: CustomProduct): void;
}) {
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [noMoisture, setNoMoisture] = useState(false);
  // A new key clears the favourites select once its product is in the table.
  const [round, setRound] = useState(0);
  const change = (patch: Partial<Texts>) => {
    setTexts((current) => ({ ...current, ...patch }));
    setError(null);
  };

  return (
    <form
      className="calculator-form"
      aria-label="Produkt hinzufügen"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const analysis = readAnalysis(texts);
        if (!analysis) {
          setError(CALCULATOR_MESSAGES.customProductIncomplete);
          return;
        }
        onAdd(customProduct(tableProductName(texts.name, taken), analysis));
        setTexts(EMPTY);
        setNoMoisture(false);
        setRound((r) => r + 1);
      }}
    >
      <FavoriteSelect
        key={round}
        onPick={(product) => {
          change({ name: productName(product), ...analysisTexts(product) });
          setNoMoisture(product.moisture === null);
        }}
      />
      <div className="calculator-title-field">
        <Field
          label="Titel (optional)"
          value={texts.name}
          onValue={(name) => change({ name })}
          autoComplete="off"
          maxLength={120}
        />
      </div>
      <div className="calculator-fields">
        {WEENDER_FIELDS.map((field) => (
          <AmountField
            key={field}
            label={`${WEENDER_LABELS[field]} in %`}
            value={texts[field]}
            onValue={(value) => {
              change({ [field]: value });
              if (field === 'moisture') setNoMoisture(false);
            }}
            error={errorOf(parseAmount(texts[field], { percent: true }))}
            {...(field === 'moisture' &&
              noMoisture && {
                hint: 'Für dieses Produkt ist keine Feuchtigkeit angegeben. Bitte trage sie ein (Trockenfutter meist 8-10 %).',
              })}
          />
        ))}
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="button">
        Zur Tabelle hinzufügen
      </button>
    </form>
  );
}
