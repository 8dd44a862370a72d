import { TAURIN_ATTRIBUTE } from '../codes';
import type { CatalogQuery } from './params';
import { serializeCatalogQuery } from './url';

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Normalises a list state the user has just changed (spec part 2 section 4):
 * choosing a product type clears the animal-share, elements and processing filters; choosing
 * flakes also clears animal components and age group; a type other than raw clears the
 * countries of delivery; the taurin attribute and 'without physiological additives' exclude each
 * other (the newer choice wins); any change other than the page itself goes back to page 1.
 */
export function applyFilterChange(previous: CatalogQuery, next: CatalogQuery): CatalogQuery {
  const result: CatalogQuery = { ...next };
  if (!sameList(previous.type1, next.type1)) {
    result.animalShare = [];
    result.animalShareDriedOne = [];
    result.animalShareDriedTwo = [];
    result.elements = [];
    result.processing = [];
    if (next.type1.includes('flakes') && !previous.type1.includes('flakes')) {
      result.animalComponents = [];
      result.ageGroup = [];
    }
    if (next.type1.some((type) => type !== 'raw')) result.countriesOfDelivery = [];
  }
  const taurinNow = next.attributes.includes(TAURIN_ATTRIBUTE);
  if (taurinNow && !previous.attributes.includes(TAURIN_ATTRIBUTE)) {
    if (result.physiologicalAdditives === false) delete result.physiologicalAdditives;
  } else if (next.physiologicalAdditives === false && previous.physiologicalAdditives !== false) {
    result.attributes = next.attributes.filter((a) => a !== TAURIN_ATTRIBUTE);
  }
  const pageOnly = serializeCatalogQuery({ ...result, currentPage: previous.currentPage });
  if (pageOnly !== serializeCatalogQuery(previous)) result.currentPage = 1;
  return result;
}
