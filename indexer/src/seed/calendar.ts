export const DAY_SECONDS = 86_400;

/** How far back the demo catalogue's history reaches: its first products were listed then. */
const HISTORY_DAYS = 400;

export interface SeedCalendar {
  /** The seed day, UTC midnight, in epoch seconds: every date of the catalogue lies before it. */
  today: number;
  /** The catalogue's first day, in epoch seconds. */
  start: number;
}

/** The dates of a seed, from the day it runs: the same day gives the same catalogue. */
export function seedCalendar(day: Date): SeedCalendar {
  const today = Math.floor(day.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return { today, start: today - HISTORY_DAYS * DAY_SECONDS };
}
