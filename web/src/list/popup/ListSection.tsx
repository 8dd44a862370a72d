import { foldText, formatNumber } from '@futterkompass/domain';
import { useId, useState } from 'react';

export interface Option {
  value: string;
  label: string;
  count?: number;
}

/** Lists longer than this get a search field. */
export const SEARCHABLE_FROM = 12;

/**
 * One multi-value filter of a popup: checkboxes with counts, a search field in long lists (brands,
 * producers, animal components, countries), umlauts and case ignored.
 */
export function ListSection({
  title,
  hint,
  options,
  selected,
  onToggle,
}: {
  title: string;
  hint?: string | undefined;
  options: Option[];
  selected: readonly string[];
  onToggle(value: string): void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const needle = foldText(search.trim());
  const shown = needle ? options.filter((o) => foldText(o.label).includes(needle)) : options;
  return (
    <fieldset className="filter-section">
      <legend>{title}</legend>
      {hint && <p className="hint">{hint}</p>}
      {options.length > SEARCHABLE_FROM && (
        <div className="option-search">
          <label htmlFor={searchId} className="visually-hidden">
            {title} durchsuchen
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={`${title} suchen …`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      )}
      <div className="checkbox-list">
        {shown.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            {/* Label and count wrap between words only; the count stays whole. */}
            <span className="option-label">
              {option.label}
              {option.count !== undefined && (
                <>
                  {' '}
                  <span className="count">({formatNumber(option.count, 0)})</span>
                </>
              )}
            </span>
          </label>
        ))}
        {shown.length === 0 && <p className="hint">Keine Einträge zu „{search}“.</p>}
      </div>
    </fieldset>
  );
}
