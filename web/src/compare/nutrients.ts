import { inDryMatter, WEENDER_LABELS } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';

export type NutrientKey = 'proteins' | 'fats' | 'fibers' | 'ash' | 'nfe';

export const NUTRIENT_LABELS: Record<NutrientKey, string> = {
  proteins: WEENDER_LABELS.proteins,
  fats: WEENDER_LABELS.fats,
  fibers: WEENDER_LABELS.fibers,
  ash: WEENDER_LABELS.ash,
  nfe: 'NfE',
};

/**
 * A product's values in dry matter, in percent. A missing moisture counts as 0, as it does for the
 * product's stored NfE in dry matter, so the table and the chart agree with the list's nfeTM filter.
 */
export function inDry(p: CompareProduct, key: NutrientKey): number {
  if (key === 'nfe') return p.nfeTM;
  return inDryMatter(p[key], p.moisture ?? undefined);
}

export const productName = (p: CompareProduct) => `${p.brand.name} ${p.series}`;
