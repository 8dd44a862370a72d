import { type KeyboardEvent, useRef } from 'react';
import './tabs.css';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

interface TabListProps<K extends string> {
  label: string;
  tabs: readonly Tab<K>[];
  /** The selected tab; a key outside `tabs` (a panel without a tab) selects none. */
  active: string;
  panelId: string;
  onSelect(key: K): void;
  /**
   * Each tab's own address, where a tab has one: the tabs are then links, which work without
   * script too (the server renders the page with that tab open).
   */
  linkOf?(key: K): string;
}

/**
 * A WAI-ARIA tab list: one tab in the tab order, arrow keys move the selection and the focus.
 * Tabs get the id `tab-{key}`, so that the panel can name the one it belongs to.
 */
export function TabList<K extends string>({
  label,
  tabs,
  active,
  panelId,
  onSelect,
  linkOf,
}: TabListProps<K>) {
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const current = tabs.findIndex((t) => t.key === active);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (Math.max(current, 0) + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const common = {
          ref: (el: HTMLElement | null) => {
            buttons.current[index] = el;
          },
          role: 'tab',
          id: `tab-${tab.key}`,
          'aria-selected': index === current,
          'aria-controls': panelId,
          tabIndex: index === Math.max(current, 0) ? 0 : -1,
        } as const;
        if (!linkOf)
          return (
            <button key={tab.key} {...common} type="button" onClick={() => onSelect(tab.key)}>
              {tab.label}
            </button>
          );
        return (
          <a
            key={tab.key}
            {...common}
            href={linkOf(tab.key)}
            onClick={(event) => {
              // A new tab or window (modifier keys) follows the link; a plain click switches in place.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              onSelect(tab.key);
            }}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
