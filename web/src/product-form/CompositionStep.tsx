import {
  ANIMAL_COMPONENTS,
  ATTRIBUTES,
  DECLARATIONS,
  DISEASES,
  shareCodes,
  shareFields,
  TEXT_LIMITS,
} from '@futterkompass/domain';
import { SelectField, TextAreaField } from '../accounts/Field';
import type { Binding } from './binding';
import { CheckboxGroup, choicesOf, RadioGroup } from './controls';

const ADDITIVES = [
  { value: 'true', label: 'enthalten' },
  { value: 'false', label: 'keine' },
];

/**
 * Step 3: 'Zusammensetzung' and 'Inhalt & Zusammensetzung auf einen Blick'. Dried food asks for
 * its dried and its fresh meat share instead of one animal share.
 */
export function CompositionStep({ bind }: { bind: Binding }) {
  const shares = choicesOf(shareCodes(bind.values.type1));
  return (
    <>
      <section className="form-card" aria-labelledby="step3-composition">
        <h2 id="step3-composition" tabIndex={-1}>
          Zusammensetzung
        </h2>
        <TextAreaField
          {...bind.text('description', true)}
          maxLength={TEXT_LIMITS.description}
          hint="Die Zusammensetzung, wie sie auf der Verpackung steht."
        />
      </section>

      <section className="form-card" aria-labelledby="step3-glance">
        <h2 id="step3-glance" tabIndex={-1}>
          Inhalt &amp; Zusammensetzung auf einen Blick
        </h2>
        <div className="field-grid">
          <SelectField
            {...bind.text('declaration', true)}
            placeholder="Bitte wählen"
            options={choicesOf(DECLARATIONS)}
          />
          {shareFields(bind.values.type1).map((field) => (
            <SelectField
              key={field}
              {...bind.text(field, true)}
              placeholder="Bitte wählen"
              options={shares}
            />
          ))}
        </div>
        <CheckboxGroup
          {...bind.list('animalComponents')}
          choices={choicesOf(ANIMAL_COMPONENTS)}
          columns={4}
        />
        <CheckboxGroup {...bind.list('diseases')} choices={choicesOf(DISEASES)} columns={4} longLabels />
        <div className="field-grid">
          {(['physiologicalAdditives', 'technologicalAdditives'] as const).map((field) => {
            const { ref, label, value, onValue, error } = bind.text(field);
            return (
              <RadioGroup
                key={field}
                ref={ref}
                legend={label}
                name={field}
                value={value}
                onValue={onValue}
                error={error}
                choices={ADDITIVES}
              />
            );
          })}
        </div>
        <CheckboxGroup
          {...bind.list('additionalFeatures')}
          choices={choicesOf(ATTRIBUTES)}
          columns={3}
          longLabels
        />
      </section>
    </>
  );
}
