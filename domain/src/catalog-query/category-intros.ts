import type { Type1 } from '../codes';
import type { CategoryPage } from './categories';

/**
 * The introductions of the category pages: what sets each food type and each property (by its
 * path segment) apart. A module of its own, outside the domain's index: the server puts a page's
 * introduction into the page, and the browser loads these texts only when it moves to another
 * category page, so that the list's first script does not carry them.
 */
const TYPE_TEXTS: Record<Type1, string> = {
  wet: 'Nassfutter ist saftig und bringt viel Wasser mit.',
  dried: 'Trockenfutter ist energiereich und lange haltbar.',
  raw: 'Rohfutter wird roh und meist tiefgefroren verfüttert.',
  flakes: 'Flocken ergänzen Fleisch zur vollständigen Mahlzeit.',
  suplement: 'Ergänzungsmittel liefern Vitamine und Mineralstoffe.',
};

const REFINEMENT_TEXTS: Record<string, string> = {
  getreidefrei: 'Getreidefrei heißt ohne Weizen, Mais und anderes Getreide.',
  monoprotein: 'Monoprotein-Futter hat nur eine tierische Proteinquelle.',
  hypoallergen: 'Hypoallergenes Futter meidet häufige Allergieauslöser.',
  bio: 'Bio-Futter stammt aus ökologischer Herstellung.',
  senior: 'Senior-Futter passt zum Bedarf älterer Tiere.',
  junior: 'Junior-Futter versorgt wachsende Tiere mit mehr Energie.',
};

/** A category page's introduction above its list (and its meta description). */
export function categoryIntro(page: Pick<CategoryPage, 'type' | 'refinement'>): string {
  const about = (page.refinement && REFINEMENT_TEXTS[page.refinement.segment]) ?? TYPE_TEXTS[page.type];
  return `${about} Vergleiche Zusammensetzung, Nährwerte und Grundpreise vieler Shops.`;
}
