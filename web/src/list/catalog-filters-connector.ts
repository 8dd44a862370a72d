import type { Connector, InstantSearch } from 'instantsearch.js';
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES } from './ui-state';

type Params = Parameters<
  NonNullable<ReturnType<ReturnType<typeof connectCatalogFilters>>['getWidgetSearchParameters']>
>[0];

/** The first number of a numeric refinement ('proteins >= 12'); '' when there is none. */
const bound = (values: (number | number[])[] | undefined) => {
  const first = values?.[0];
  return typeof first === 'number' ? String(first) : '';
};

/**
 * `init` and `render` of a widget without UI: they hand its render function InstantSearch's
 * instance, nothing else.
 */
export function rendersWithoutUi<P>(
  renderFn: (
    state: { instantSearchInstance: InstantSearch; widgetParams: P },
    isFirstRender: boolean,
  ) => void,
  widgetParams: P,
) {
  return {
    init(options: { instantSearchInstance: InstantSearch }) {
      renderFn({ instantSearchInstance: options.instantSearchInstance, widgetParams }, true);
    },
    render(options: { instantSearchInstance: InstantSearch }) {
      renderFn({ instantSearchInstance: options.instantSearchInstance, widgetParams }, false);
    },
  };
}

/**
 * One widget without UI for every filter of the list: it keeps the refinement lists and ranges in
 * InstantSearch's UI state (and the URL) and hands them to the search client. One widget instead of
 * one per parameter: the list's filter controls read the API's own answer, so nothing needs the
 * per-attribute facet values that ~40 refinement-list widgets would compute on every render.
 */
export const connectCatalogFilters: Connector<
  { $$type: 'futterkompass.catalogFilters' },
  Record<string, never>
> =
  (renderFn, unmountFn = () => undefined) =>
  (widgetParams) => ({
    $$type: 'futterkompass.catalogFilters',
    ...rendersWithoutUi(renderFn, widgetParams),
    dispose({ state }) {
      unmountFn();
      let next = state;
      for (const attribute of REFINEMENT_ATTRIBUTES) next = next.removeDisjunctiveFacet(attribute);
      for (const attribute of RANGE_ATTRIBUTES) next = next.removeNumericRefinement(attribute);
      return next;
    },
    getWidgetUiState(uiState, { searchParameters }) {
      const refinementList: Record<string, string[]> = {};
      for (const attribute of REFINEMENT_ATTRIBUTES) {
        const values = searchParameters.getDisjunctiveRefinements(attribute);
        if (values.length > 0) refinementList[attribute] = values;
      }
      const range: Record<string, string> = {};
      for (const attribute of RANGE_ATTRIBUTES) {
        const min = bound(searchParameters.getNumericRefinement(attribute, '>='));
        const max = bound(searchParameters.getNumericRefinement(attribute, '<='));
        if (min || max) range[attribute] = `${min}:${max}`;
      }
      const { refinementList: _list, range: _range, ...rest } = uiState;
      return {
        ...rest,
        ...(Object.keys(refinementList).length > 0 && { refinementList }),
        ...(Object.keys(range).length > 0 && { range }),
      };
    },
    getWidgetSearchParameters(searchParameters: Params, { uiState }) {
      let next = searchParameters;
      for (const attribute of REFINEMENT_ATTRIBUTES) {
        next = next.addDisjunctiveFacet(attribute).removeDisjunctiveFacetRefinement(attribute);
        for (const value of uiState.refinementList?.[attribute] ?? [])
          next = next.addDisjunctiveFacetRefinement(attribute, value);
      }
      for (const attribute of RANGE_ATTRIBUTES) {
        next = next.removeNumericRefinement(attribute);
        const [min, max] = (uiState.range?.[attribute] ?? '').split(':');
        if (min) next = next.addNumericRefinement(attribute, '>=', Number(min));
        if (max) next = next.addNumericRefinement(attribute, '<=', Number(max));
      }
      return next;
    },
  });
