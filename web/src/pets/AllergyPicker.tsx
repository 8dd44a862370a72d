import {
  ALLERGY_CHOICE_GROUPS,
  type AllergenFamily,
  allergenLabel,
  findAllergenFamilies,
} from '@futterkompass/domain';
import { useId, useState } from 'react';

const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function Checks({
  families,
  chosen,
  onToggle,
}: {
  families: readonly AllergenFamily[];
  chosen: readonly string[];
  onToggle(key: string): void;
}) {
  return (
    <div className="pet-checks">
      {families.map((family) => (
        <label key={family.key}>
          <input
            type="checkbox"
            checked={chosen.includes(family.key)}
            onChange={() => onToggle(family.key)}
          />
          {family.label}
        </label>
      ))}
    </div>
  );
}

/**
 * Allergies and intolerances from the family table: the chosen ones on top (each removable), a
 * search field over names and label words ('Hähnchen' finds Huhn), the common allergens open, the
 * other families in closed groups by kind, so that a phone shows a short form.
 */
export function AllergyPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const toggle = (key: string) => onChange(toggled(value, key));
  const found = query.trim() ? findAllergenFamilies(query) : null;
  const [common, ...groups] = ALLERGY_CHOICE_GROUPS;

  return (
    <fieldset className="pet-allergies">
      <legend>Allergien und Unverträglichkeiten</legend>
      <p className="hint">
        Produkte, die eine davon enthalten, zeigt die Futtersuche nicht; solche mit unklarer Deklaration nur
        auf Wunsch.
      </p>
      {value.length > 0 && (
        <ul className="pet-chosen" aria-label="Gewählte Allergien">
          {value.map((key) => (
            <li key={key}>
              <button
                type="button"
                className="pet-chip"
                aria-label={`${allergenLabel(key)} entfernen`}
                onClick={() => toggle(key)}
              >
                {allergenLabel(key)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pet-field pet-allergy-search">
        <label htmlFor={`${id}-search`}>Zutat suchen</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          placeholder="z. B. Hähnchen, Weizen"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${id}-found`}
        />
      </div>
      <p id={`${id}-found`} className="visually-hidden" aria-live="polite">
        {found ? `${found.length} Zutaten gefunden` : ''}
      </p>
      {found ? (
        found.length > 0 ? (
          <Checks families={found} chosen={value} onToggle={toggle} />
        ) : (
          <p className="hint">Keine Zutat gefunden. Versuche einen anderen Namen, etwa „Geflügel“.</p>
        )
      ) : (
        <>
          {common && (
            <fieldset className="pet-common">
              <legend className="pet-group-title">{common.title}</legend>
              <Checks families={common.families} chosen={value} onToggle={toggle} />
            </fieldset>
          )}
          {groups.map((group) => {
            const n = group.families.filter((f) => value.includes(f.key)).length;
            return (
              <details key={group.title} open={n > 0}>
                <summary>
                  {group.title}
                  {n > 0 ? ` (${n} gewählt)` : ''}
                </summary>
                <Checks families={group.families} chosen={value} onToggle={toggle} />
              </details>
            );
          })}
        </>
      )}
    </fieldset>
  );
}
