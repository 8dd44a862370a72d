import type { Connector } from 'instantsearch.js';

/**
 * A widget without UI that keeps the list's Normal/Exact option (filterOption 1 or 2) in the UI
 * state and hands it to the search client as a search parameter.
 */
export const connectFilterOption: Connector<{ $$type: 'futterkompass.filterOption' }, Record<string, never>> =
  (renderFn, unmountFn = () => undefined) =>
  (widgetParams) => ({
    $$type: 'futterkompass.filterOption',
    init(options) {
      renderFn({ instantSearchInstance: options.instantSearchInstance, widgetParams }, true);
    },
    render(options) {
      renderFn({ instantSearchInstance: options.instantSearchInstance, widgetParams }, false);
    },
    dispose({ state }) {
      unmountFn();
      return state.setQueryParameter('filterOption' as never, undefined as never);
    },
    getWidgetUiState(uiState, { searchParameters }) {
      const option = (searchParameters as unknown as { filterOption?: number }).filterOption;
      return option === undefined ? uiState : { ...uiState, filterOption: option };
    },
    getWidgetSearchParameters(searchParameters, { uiState }) {
      const option = (uiState as { filterOption?: number }).filterOption === 2 ? 2 : 1;
      return searchParameters.setQueryParameter('filterOption' as never, option as never);
    },
  });
