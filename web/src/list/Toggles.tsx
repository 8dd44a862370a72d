import { ANIMALS, type Animal, FILTER_OPTIONS, TYPE1, type Type1 } from '@futterkompass/domain';
import { useCatalogQuery } from './catalog-state';

/** Dog/cat: a single choice in Normal mode, several in Exact mode. */
export function AnimalToggle() {
  const { query, update } = useCatalogQuery();
  const choose = (animal: Animal) => {
    if (query.filterOption === 1) {
      update({ ...query, animal: [animal] });
      return;
    }
    const has = query.animal.includes(animal);
    const next = has ? query.animal.filter((a) => a !== animal) : [...query.animal, animal];
    if (next.length > 0) update({ ...query, animal: next });
  };
  return (
    <fieldset className="toggle-group">
      <legend>Tierart</legend>
      {ANIMALS.values.map((animal) => (
        <button
          key={animal}
          type="button"
          aria-pressed={query.animal.includes(animal)}
          onClick={() => choose(animal)}
        >
          {ANIMALS.label(animal)}
        </button>
      ))}
    </fieldset>
  );
}

/** Food types; at least one stays chosen. A change clears the type-specific filters. */
export function TypeToggle() {
  const { query, update } = useCatalogQuery();
  const toggle = (type: Type1) => {
    const has = query.type1.includes(type);
    const next = has ? query.type1.filter((t) => t !== type) : [...query.type1, type];
    if (next.length > 0) update({ ...query, type1: next });
  };
  return (
    <fieldset className="toggle-group toggle-group-wrap">
      <legend>Produktart</legend>
      {TYPE1.values.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={query.type1.includes(type)}
          onClick={() => toggle(type)}
        >
          {TYPE1.label(type)}
        </button>
      ))}
    </fieldset>
  );
}

/** Normal (1) or Exact (2): how several chosen values of a group combine. */
export function ModeToggle() {
  const { query, update } = useCatalogQuery();
  return (
    <fieldset className="toggle-group">
      <legend>Filtermodus</legend>
      {FILTER_OPTIONS.values.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={query.filterOption === option}
          onClick={() => query.filterOption !== option && update({ ...query, filterOption: option })}
        >
          {FILTER_OPTIONS.label(option)}
        </button>
      ))}
      <p className="hint mode-hint">
        {query.filterOption === 1
          ? 'Normal: ein Produkt passt, wenn es einen der gewählten Werte einer Gruppe hat.'
          : 'Exakt: bei Zutaten nur die gewählten (z. B. nur Pferd oder Ziege), bei der Tierart genau diese Tiere, sonst alle gewählten Werte.'}
      </p>
    </fieldset>
  );
}
