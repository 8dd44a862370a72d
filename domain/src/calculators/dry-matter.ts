import {
  dryMatter,
  inDryMatter,
  nfe,
  WEENDER_FIELDS,
  type WeenderAnalysis,
  type WeenderField,
} from '../nutrition';
import { roundTo } from '../round';
import { amountOf, parseAmount } from './decimal';

/** A product of the dry-matter table: its analysis as fed and its composition in dry matter. */
export interface CustomProduct extends Required<WeenderAnalysis> {
  name: string;
  nfe: number;
  /** Dry matter in percent: 100 minus moisture. */
  tm: number;
  tmProteins: number;
  tmFats: number;
  tmFibers: number;
  tmAsh: number;
  tmNfe: number;
}

/** The composition of a product in dry matter (spec part 2 section 3, custom product). */
export function customProduct(name: string, analysis: Required<WeenderAnalysis>): CustomProduct {
  const { moisture } = analysis;
  const nfeValue = nfe(analysis);
  return {
    name,
    ...analysis,
    nfe: nfeValue,
    tm: dryMatter(moisture),
    tmProteins: inDryMatter(analysis.proteins, moisture),
    tmFats: inDryMatter(analysis.fats, moisture),
    tmFibers: inDryMatter(analysis.fibers, moisture),
    tmAsh: inDryMatter(analysis.ash, moisture),
    tmNfe: inDryMatter(nfeValue, moisture),
  };
}

/**
 * The five analysis fields as typed, when all are filled correctly: percentages of at most 100 that
 * together make at most 100, and some dry matter left (moisture below 100). Else null, and the form
 * says 'Bitte fülle alle Felder richtig aus.'
 */
export function readAnalysis(texts: Record<WeenderField, string>): Required<WeenderAnalysis> | null {
  const values = WEENDER_FIELDS.map((field) => amountOf(parseAmount(texts[field], { percent: true })));
  if (values.some((v) => v === null)) return null;
  const [proteins, fats, fibers, ash, moisture] = values as number[] as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (moisture >= 100 || roundTo(proteins + fats + fibers + ash + moisture, 2) > 100) return null;
  return { proteins, fats, fibers, ash, moisture };
}

/**
 * The name of a product in the dry-matter table: its title, or 'Produkt n' for the n-th column without
 * one. Names never repeat within the table (a column is removed by its name): a taken title gets
 * ' (2)', ' (3)', ...; a taken 'Produkt n' (an earlier column was removed) the next free number.
 */
export function tableProductName(title: string, taken: readonly string[]): string {
  const trimmed = title.trim();
  if (!trimmed) {
    let n = taken.length + 1;
    while (taken.includes(`Produkt ${n}`)) n++;
    return `Produkt ${n}`;
  }
  let name = trimmed;
  for (let n = 2; taken.includes(name); n++) name = `${trimmed} (${n})`;
  return name;
}
