import {
  type ConsultantFilters,
  type ConsultantFilterValues,
  CONSULTANT_FILTER_LISTS as LISTS,
} from '@futterkompass/domain';
import type { FormEvent } from 'react';
import { ChoiceGroup } from './ChoiceGroup';

/** The questionnaire: animal, age group and food types are required; the rest narrows the search. */
export function Questionnaire({
  offered,
  filters,
  onChange,
  onSearch,
  error,
  busy,
}: {
  offered: ConsultantFilterValues;
  filters: ConsultantFilters;
  onChange(filters: ConsultantFilters): void;
  onSearch(): void;
  error: string | null;
  busy: boolean;
}) {
  const set =
    <K extends keyof ConsultantFilters>(key: K) =>
    (values: string[]) =>
      onChange({ ...filters, [key]: key === 'animal' ? (values[0] ?? '') : values });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="questionnaire" onSubmit={submit} noValidate aria-label="Fragebogen">
      <ChoiceGroup
        legend="Für welches Tier suchst du Beratung?"
        list={LISTS.animal}
        offered={offered.animal}
        selected={filters.animal ? [filters.animal] : []}
        onChange={set('animal')}
        multiple={false}
        required
      />
      <ChoiceGroup
        legend="Wie alt ist dein Tier?"
        list={LISTS.ageGroup}
        offered={offered.ageGroup}
        selected={filters.ageGroup}
        onChange={set('ageGroup')}
        multiple={false}
        allLabel="alle"
        required
      />
      <ChoiceGroup
        legend="Welche Fütterung interessiert dich?"
        list={LISTS.foodType}
        offered={offered.foodType}
        selected={filters.foodType}
        onChange={set('foodType')}
        multiple
        allLabel="alle"
        required
      />
      <ChoiceGroup
        legend="Schwerpunkte"
        list={LISTS.specialty}
        offered={offered.specialty}
        selected={filters.specialty}
        onChange={set('specialty')}
        multiple
      />
      <ChoiceGroup
        legend="Zusatzqualifikationen"
        list={LISTS.attributes}
        offered={offered.attributes}
        selected={filters.attributes}
        onChange={set('attributes')}
        multiple
      />
      <ChoiceGroup
        legend="Beratungsart"
        list={LISTS.consultingType}
        offered={offered.consultingType}
        selected={filters.consultingType}
        onChange={set('consultingType')}
        multiple
      />
      {error && (
        <p className="form-message form-message-error" role="alert">
          {error}
        </p>
      )}
      <div className="questionnaire-footer">
        <button className="button" type="submit" disabled={busy}>
          Berater suchen
        </button>
        <p className="form-hint">* Pflichtfelder</p>
      </div>
    </form>
  );
}
