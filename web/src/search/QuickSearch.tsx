import { productPathFor } from '@futterkompass/domain';
import { quickSearchListUrl } from '@futterkompass/search-config';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePets } from '../pets/pets-state';
import { useShipping } from '../products/use-shipping';
import { useDebounced } from '../ui/useDebounced';
import { QuickSearchResults } from './QuickSearchResults';
import { useActiveOption } from './use-active-option';
import { type Hit, useQuickSearchHits } from './use-quick-search-hits';

export const QUICK_SEARCH_DEBOUNCE_MS = 500;
export const QUICK_SEARCH_CLOSE_MS = 100;

/**
 * The search box of the navigation: suggestions 500 ms after typing stops, closed 100 ms after
 * the box loses the focus; submitting opens the chosen hit or the list of all hits.
 */
export function QuickSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = useDebounced(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const shipping = useShipping();
  const { activeAnimal } = usePets();
  const { hits, total } = useQuickSearchHits(query, shipping, activeAnimal);
  // The last option, 'Alle N Treffer anzeigen', follows the hits.
  const optionCount = hits && hits.length > 0 ? hits.length + 1 : 0;
  const close = () => {
    setOpen(false);
    keys.setActive(-1);
  };
  const keys = useActiveOption(optionCount, { onOpen: () => setOpen(true), onEscape: close });
  const { active, setActive } = keys;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new hits start without a chosen option
  useEffect(() => setActive(-1), [query, setActive]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openHit = (hit: Hit) => {
    close();
    setText('');
    navigate(productPathFor(hit.urlExtension, shipping));
  };
  const openAll = () => {
    close();
    navigate(quickSearchListUrl(text, shipping));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hit = active >= 0 ? hits?.[active] : undefined;
    if (hit) openHit(hit);
    else openAll();
  };

  const emptyText = !text.trim()
    ? 'Suchbegriff eingeben...'
    : hits && hits.length === 0 && query === text.trim()
      ? 'Keine Produkte gefunden.'
      : null;
  const listShown = open && !emptyText && !!hits && hits.length > 0;

  return (
    <search className="quick-search">
      <form onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          Futter suchen
        </label>
        <input
          id={`${listId}-input`}
          // A combobox is a text input (ARIA 1.2): the HTML checker refuses the role on type="search";
          // the phone's keyboard still offers its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          placeholder="Marke, Sorte oder Zutat"
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          {...(listShown && { 'aria-controls': listId })}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(close, QUICK_SEARCH_CLOSE_MS);
          }}
          onKeyDown={keys.onKeyDown}
        />
        <button type="submit" className="quick-search-submit" aria-label="Suchen">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {open && emptyText && (
          <div className="quick-search-results quick-search-empty" role="status">
            {emptyText}
          </div>
        )}
        {listShown && hits && (
          <QuickSearchResults
            id={listId}
            hits={hits}
            total={total}
            active={active}
            onHit={openHit}
            onAll={openAll}
          />
        )}
      </form>
    </search>
  );
}
