/**
 * How many reviews a product page shows at first and adds per "Weitere Bewertungen anzeigen": a
 * product with hundreds of reviews must not make a page (and its server HTML) that heavy.
 */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * How many of the newest reviews the Product JSON-LD lists next to its aggregateRating (which
 * counts all of them). Google's review snippet wants the marked-up reviews readable on the page,
 * not all of them; a few of the first page keep the head small.
 */
export const STRUCTURED_DATA_REVIEWS = 5;
