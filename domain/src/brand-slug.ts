/** The longest brand slug: a brand's address stays readable. */
export const SLUG_MAX_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a text has the shape of a brand's slug ('allgaeuer-tierkost'). */
export const isBrandSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH + 4 && SLUG.test(value);
