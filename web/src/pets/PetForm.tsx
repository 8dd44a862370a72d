import {
  AGE_GROUPS,
  ATTRIBUTES,
  AVOIDABLE_ATTRIBUTES,
  checkPetInput,
  type PetInput,
  type PetProfile,
} from '@futterkompass/domain';
import { useId, useState } from 'react';
import { AllergyPicker } from './AllergyPicker';
import { BodyConditionSelect, SpeciesChoice } from './SpeciesChoice';

const blank: PetInput = {
  name: '',
  species: 'dog',
  weight: '',
  ageGroup: 'adult',
  bodyCondition: 'normal',
  allergies: [],
  avoid: [],
};

const inputOf = (pet: PetProfile): PetInput => ({
  ...pet,
  weight: String(pet.weightKg).replace('.', ','),
});

const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** One animal's form: checked as the account's API checks it (domain checkPetInput). */
export function PetForm({
  pet,
  onSave,
  onCancel,
}: {
  pet: PetProfile | null;
  onSave(pet: Omit<PetProfile, 'id'>): Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [input, setInput] = useState<PetInput>(pet ? inputOf(pet) : blank);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'weight' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PetInput>) => setInput((current) => ({ ...current, ...patch }));
  const species = input.species === 'cat' ? 'cat' : 'dog';

  return (
    <form
      className="pet-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const checked = checkPetInput(input);
        if ('errors' in checked) return setErrors(checked.errors);
        setErrors({});
        setBusy(true);
        try {
          await onSave(checked.pet);
          if (!pet) setInput(blank);
        } catch {
          setErrors({ form: 'Dein Tier konnte nicht gespeichert werden. Bitte versuche es erneut.' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={`${id}-title`}>{pet ? `${pet.name} bearbeiten` : 'Tier anlegen'}</h2>
      <div className="pet-fields">
        <div className="pet-field">
          <label htmlFor={`${id}-name-input`}>Name</label>
          <input
            id={`${id}-name-input`}
            value={input.name}
            onChange={(e) => set({ name: e.target.value })}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name` : undefined}
          />
          {errors.name && (
            <span id={`${id}-name`} className="form-error">
              {errors.name}
            </span>
          )}
        </div>
        <SpeciesChoice
          name={`${id}-species`}
          className="pet-species"
          species={species}
          bodyCondition={input.bodyCondition}
          onChange={set}
        />
        <div className="pet-field">
          <label htmlFor={`${id}-weight-input`}>Gewicht in kg</label>
          <input
            id={`${id}-weight-input`}
            inputMode="decimal"
            placeholder="z. B. 12,5"
            value={input.weight}
            onChange={(e) => set({ weight: e.target.value })}
            aria-invalid={errors.weight ? true : undefined}
            aria-describedby={errors.weight ? `${id}-weight` : undefined}
          />
          {errors.weight && (
            <span id={`${id}-weight`} className="form-error">
              {errors.weight}
            </span>
          )}
        </div>
        <label>
          Alter
          <select value={input.ageGroup} onChange={(e) => set({ ageGroup: e.target.value })}>
            {AGE_GROUPS.values.map((value) => (
              <option key={value} value={value}>
                {AGE_GROUPS.label(value)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-figure`}>
          Figur
          <BodyConditionSelect
            id={`${id}-figure`}
            species={species}
            value={input.bodyCondition}
            onChange={(bodyCondition) => set({ bodyCondition })}
          />
        </label>
      </div>
      <AllergyPicker value={input.allergies} onChange={(allergies) => set({ allergies })} />
      <fieldset className="pet-avoid">
        <legend>Eigenschaften meiden</legend>
        <div className="pet-checks">
          {AVOIDABLE_ATTRIBUTES.map((value) => (
            <label key={value}>
              <input
                type="checkbox"
                checked={input.avoid.includes(value)}
                onChange={() => set({ avoid: toggled(input.avoid, value) })}
              />
              {ATTRIBUTES.label(value)}
            </label>
          ))}
        </div>
      </fieldset>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {pet ? 'Änderungen speichern' : 'Tier speichern'}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" onClick={onCancel}>
            Abbrechen
          </button>
        )}
      </div>
    </form>
  );
}
