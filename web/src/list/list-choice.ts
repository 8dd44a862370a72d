/**
 * How the visitor's changes of the list reach InstantSearch, as a state machine without a clock:
 * events in, commands out, like the request timing (list-timing.ts); the search client runs both
 * machines' timers. The rules:
 *
 * - a choice (sort, page, toggles, a popup's filters) shows at once and reaches InstantSearch after
 *   the next paint: InstantSearch's update renders the whole list and prepares its queries
 *   synchronously, which on a phone took longer than a click may wait for its answer on screen; a
 *   newer choice before that paint replaces it; the choice starts the list's 200 ms count (`acted`);
 * - chip changes (a chip, "Alle löschen", a group's clear icon) show at once and are applied
 *   together `debounceMs` after the last; they do not start the 200 ms count, the search after
 *   them waits its full delay;
 * - a choice drops chip changes still waiting (it was made on the list without them).
 */

/** What the list shows while InstantSearch has not taken the visitor's changes yet. */
export interface ChoiceView<Q> {
  /** The latest choice, until it reaches InstantSearch. */
  chosen: Q | null;
  /** The chip changes waiting for their debounce. */
  pending: Q | null;
}

export type ChoiceEvent<Q> =
  | { type: 'choose'; query: Q }
  /** A chip change of `current` (the list as shown), or of the chip changes still waiting. */
  | { type: 'chip'; change: (query: Q) => Q; current: Q }
  | { type: 'painted' }
  | { type: 'settled'; chip: number };

export type ChoiceCommand<Q> =
  /** The visitor acted now: the search that follows counts its delay from here. */
  | { type: 'acted' }
  /** Feed `next` back once the browser has painted the current frame. */
  | { type: 'afterPaint'; next: ChoiceEvent<Q> }
  /** Start a timer; when it runs out, feed `next` back. */
  | { type: 'wait'; ms: number; next: ChoiceEvent<Q> }
  /** Hand `query` to InstantSearch; `chips`: chip changes, still to pass the transition rules. */
  | { type: 'apply'; query: Q; chips: boolean }
  /** What the list shows changed. */
  | { type: 'show'; view: ChoiceView<Q> };

export function createListChoice<Q>(config: { debounceMs: number }) {
  let view: ChoiceView<Q> = { chosen: null, pending: null };
  // Each chip change outdates the timer the one before it started.
  let chip = 0;

  const show = (next: ChoiceView<Q>): ChoiceCommand<Q> => {
    view = next;
    return { type: 'show', view };
  };

  return {
    dispatch(event: ChoiceEvent<Q>): ChoiceCommand<Q>[] {
      switch (event.type) {
        case 'choose':
          return [
            { type: 'acted' },
            show({ chosen: event.query, pending: null }),
            { type: 'afterPaint', next: { type: 'painted' } },
          ];
        case 'painted':
          // The latest choice goes; the paints the ones before it waited for find nothing left.
          if (view.chosen === null) return [];
          return [{ type: 'apply', query: view.chosen, chips: false }, show({ ...view, chosen: null })];
        case 'chip':
          return [
            show({ ...view, pending: event.change(view.pending ?? event.current) }),
            { type: 'wait', ms: config.debounceMs, next: { type: 'settled', chip: ++chip } },
          ];
        case 'settled':
          // A choice since dropped the chip changes: nothing left to apply.
          if (event.chip !== chip || view.pending === null) return [];
          return [{ type: 'apply', query: view.pending, chips: true }, show({ ...view, pending: null })];
      }
    },
  };
}
