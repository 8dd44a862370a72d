import type { Connector } from 'instantsearch.js';
import { rendersWithoutUi } from './catalog-filters-connector';

/**
 * A widget without UI that keeps one of the list's own options in InstantSearch's UI state and
 * hands it to the search client as a search parameter: `read` turns what the state holds into the
 * parameter (and its default, left out of the UI state, into undefined).
 */
function connectListOption<K extends string>(
  key: K,
  read: (value: unknown) => string | number | boolean | undefined,
) {
  const connector: Connector<{ $$type: `futterkompass.${K}` }, Record<string, never>> =
    (renderFn, unmountFn = () => undefined) =>
    (widgetParams) => ({
      $$type: `futterkompass.${key}` as const,
      ...rendersWithoutUi(renderFn, widgetParams),
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameter(key as never, undefined as never);
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const value = read((searchParameters as unknown as Record<K, unknown>)[key]);
        const { [key]: _old, ...rest } = uiState as Record<string, unknown>;
        return (value === undefined ? rest : { ...rest, [key]: value }) as typeof uiState;
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        const value = read((uiState as Record<string, unknown>)[key]);
        return searchParameters.setQueryParameter(key as never, value as never);
      },
    });
  return connector;
}

/** Normal or Exact (filterOption 1 or 2). */
export const connectFilterOption = connectListOption('filterOption', (value) => (value === 2 ? 2 : 1));

/** "Unklare anzeigen": `showUnclear=true`, else the products that may hide an allergy are left out. */
export const connectShowUnclear = connectListOption('showUnclear', (value) =>
  value === true || value === 'true' ? true : undefined,
);

/** "Preise inkl. Versand": `shipping=included`, else the shops' prices (left out). */
export const connectShipping = connectListOption('shipping', (value) =>
  value === 'included' ? 'included' : undefined,
);
