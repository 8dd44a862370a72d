import { type CalculatorAnimal, checkPetInput, PET_MESSAGES, petFacts, ROUTES } from '@futterkompass/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listFor, newPetId } from '../pets/household-links';
import { usePets } from '../pets/pets-state';
import { BodyConditionSelect, SpeciesChoice } from '../pets/SpeciesChoice';

/** The active animal, in short, with the way to its list and to "Mein Tier". */
function ActivePet({ name, facts, list }: { name: string; facts: string; list: string }) {
  return (
    <div className="pet-start-active">
      <p>
        Du suchst für <strong>{name}</strong> ({facts}): die Futtersuche zeigt, was jedes Futter pro Tag
        kostet.
      </p>
      <div className="pet-start-actions">
        <Link className="button" to={list}>
          Futter für {name} suchen
        </Link>
        <Link to={ROUTES.pets}>Mein Tier</Link>
      </div>
    </div>
  );
}

/**
 * "Für wen suchst du?": a short start that makes the active animal (name, dog or cat, weight with a
 * decimal comma, figure) and opens the list with its costs per day; allergies are set in "Mein
 * Tier". With an active animal it shows that one instead.
 */
export function PetStart() {
  const id = useId();
  const navigate = useNavigate();
  const { household, active, save } = usePets();
  const [name, setName] = useState('');
  const [species, setSpecies] = useState<CalculatorAnimal>('dog');
  const [weight, setWeight] = useState('');
  const [bodyCondition, setBodyCondition] = useState('normal');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'weight' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPetInput({
      name,
      species,
      weight,
      ageGroup: 'adult',
      bodyCondition,
      allergies: [],
      avoid: [],
    });
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    const petId = newPetId();
    try {
      await save({ pets: [...household.pets, { ...checked.pet, id: petId }], activeId: petId });
      navigate(listFor(checked.pet));
    } catch {
      setErrors({ form: PET_MESSAGES.saveFailed });
      setBusy(false);
    }
  };
  const error = (field: 'name' | 'weight') =>
    errors[field] && (
      <span id={`${id}-${field}-error`} className="form-error">
        {errors[field]}
      </span>
    );

  return (
    <section className="pet-start" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Für wen suchst du?</h2>
      {active ? (
        <ActivePet name={active.name} facts={petFacts(active)} list={listFor(active)} />
      ) : (
        <form className="pet-start-form" noValidate onSubmit={submit}>
          <div className="pet-start-field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              value={name}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
            />
            {error('name')}
          </div>
          <SpeciesChoice
            name={`${id}-species`}
            className="pet-start-species"
            species={species}
            bodyCondition={bodyCondition}
            onChange={(next) => {
              setSpecies(next.species);
              setBodyCondition(next.bodyCondition);
            }}
          />
          <div className="pet-start-field">
            <label htmlFor={`${id}-weight`}>Gewicht in kg</label>
            <input
              id={`${id}-weight`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="z. B. 12,5"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              aria-invalid={errors.weight ? true : undefined}
              aria-describedby={errors.weight ? `${id}-weight-error` : undefined}
            />
            {error('weight')}
          </div>
          <div className="pet-start-field">
            <label htmlFor={`${id}-figure`}>Figur</label>
            <BodyConditionSelect
              id={`${id}-figure`}
              species={species}
              value={bodyCondition}
              onChange={setBodyCondition}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Futter mit Kosten pro Tag zeigen
          </button>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <p className="pet-start-note hint">
            Allergien und weitere Tiere legst du unter <Link to={ROUTES.pets}>Mein Tier</Link> fest. Angaben
            zu deinem Tier geben wir an niemanden weiter.
          </p>
        </form>
      )}
    </section>
  );
}
