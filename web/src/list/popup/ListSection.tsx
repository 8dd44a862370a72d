import { foldText, formatNumber } from '@futterkompass/domain';
import { Fragment, useId, useState } from 'react';

export interface Option {
  value: string;
  label: string;
  count?: number;
  /** Offered only to exclude: no product of the vocabulary's lists names it (Weizen, Soja). */
  excludeOnly?: boolean;
}

/** Lists longer than this get a search field. */
export const SEARCHABLE_FROM = 12;

/** The "ohne …" choice of a list whose values can be excluded (ingredients, properties). */
export interface Exclusion {
  /** Excluded values. */
  values: readonly string[];
  /** The toggle's word: 'ohne' (ingredients) or 'nicht' (properties). */
  word: string;
  /** Whether a value can be excluded. */
  can(value: string): boolean;
  onToggle(value: string): void;
}

/**
 * One multi-value filter of a popup: checkboxes with counts ("mit"), and where the list allows it
 * an "ohne" toggle beside each (pressing one clears the other); a search field in long lists
 * (brands, producers, animal components, countries), umlauts and case ignored. A value offered
 * only to exclude (Weizen among the elements) has no checkbox.
 */
export function ListSection({
  title,
  hint,
  options,
  selected,
  onToggle,
  exclusion,
}: {
  title: string;
  hint?: string | undefined;
  options: Option[];
  selected: readonly string[];
  onToggle(value: string): void;
  exclusion?: Exclusion | undefined;
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
      <div className={`checkbox-list${exclusion ? ' with-exclusion' : ''}`}>
        {shown.map((option) => {
          const excluded = exclusion?.values.includes(option.value) ?? false;
          const row = option.excludeOnly ? (
            <span className="option-label exclude-only">{option.label}</span>
          ) : (
            <label>
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              {/* Label and count wrap between words only; the count stays whole. */}
              <span className="option-label">
                {option.label}
                {option.count !== undefined && !excluded && (
                  <>
                    {' '}
                    <span className="count">({formatNumber(option.count, 0)})</span>
                  </>
                )}
              </span>
            </label>
          );
          if (!exclusion?.can(option.value)) return <Fragment key={option.value}>{row}</Fragment>;
          return (
            <div key={option.value} className={`option-row${excluded ? ' is-excluded' : ''}`}>
              {row}
              <button
                type="button"
                className="exclude-toggle"
                aria-pressed={excluded}
                aria-label={`${exclusion.word} ${option.label}`}
                onClick={() => exclusion.onToggle(option.value)}
              >
                {exclusion.word}
              </button>
            </div>
          );
        })}
        {shown.length === 0 && <p className="hint">Keine Einträge zu „{search}“.</p>}
      </div>
    </fieldset>
  );
}
