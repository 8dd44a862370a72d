import {
  ANIMAL_COMPONENTS,
  ANIMALS,
  ATTRIBUTES,
  animalShareText,
  DECLARATIONS,
  DECLARED_WEENDER_FIELDS,
  ELEMENTS,
  formatEuro,
  formatKcal,
  formatNumber,
  formatPackage,
  labelOf,
  labelsOf,
  shownOfferPrice,
  shownUnitPrice,
  TYPE1,
  VAT_NOTE,
  WEENDER_LABELS,
} from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import type { ReactNode } from 'react';
import { FeedingLine } from '../pets/FeedingLine';
import { ProductImage } from '../products/ProductImage';
import { ShopLink } from '../products/ShopLink';
import { Stars } from '../products/Stars';
import { FeedingCostCell } from './FeedingCostCell';
import type { FeedingInput } from './FeedingCostForm';
import { inDry, NUTRIENT_LABELS, productName } from './nutrients';

export interface CompareRow {
  label: string;
  /** Said to screen readers after the label: the group heading row is not read with each cell. */
  context?: string;
  /** The cell as text: shown, and compared across the products (equal texts: no difference). */
  text?(p: CompareProduct): string;
  /** The cell when it is more than text; such a row is never counted as a difference. */
  cell?(p: CompareProduct, feeding: FeedingInput): ReactNode;
  /** Whether the row has something to show for these products (default: always). */
  shown?(products: readonly CompareProduct[]): boolean;
}

export interface RowGroup {
  title?: string;
  rows: CompareRow[];
}

const percent = (value: number, digits: number) => `${formatNumber(value, digits)} %`;
const NOT_STATED = 'nicht angegeben';

/** The best offer's price with shipping and VAT at a glance, delivered when the visitor chose it. */
function BestOffer({ p }: { p: CompareProduct }) {
  const offer = p.bestOffer;
  if (!offer) return <span className="compare-muted">Kein Angebot</span>;
  const shown = shownOfferPrice(offer, p.shipping);
  return (
    <span className="compare-offer">
      <span>{offer.merchant}</span>
      <strong>{formatEuro(shown.price)}</strong>
      <span>{formatPackage(offer.amount, offer.size, offer.unit)}</span>
      <span className="compare-muted">
        <span className="no-wrap">{shown.shipping}</span> · <span className="no-wrap">{VAT_NOTE}</span>
      </span>
      <ShopLink className="button compare-offer-link" offerId={offer._id}>
        zum besten Angebot
        <span className="visually-hidden">
          {' '}
          für {productName(p)} bei {offer.merchant} (öffnet in neuem Tab)
        </span>
      </ShopLink>
    </span>
  );
}

/** Ingredients as the composition names them; 'unbekannt' (unknown composition) says so. */
function ingredients(list: Parameters<typeof labelsOf>[0], values: readonly string[]): string {
  const known = values.filter((v) => v !== 'unbekannt');
  if (known.length === 0) return values.length > 0 ? 'unbekannt' : NOT_STATED;
  return labelsOf(list, known);
}

/** The table's rows, top to bottom, in groups with a heading row each. */
export const ROW_GROUPS: RowGroup[] = [
  {
    rows: [
      {
        label: 'Bild',
        cell: (p) => <ProductImage src={p.imageUrl} alt="" width={120} height={144} />,
      },
      {
        label: 'Bewertung',
        text: (p) => `${Math.round(p.rating)} von 5 Sternen (${p.ratingCount})`,
        cell: (p) => <Stars rating={p.rating} count={p.ratingCount} />,
      },
      { label: 'Tierart', text: (p) => labelsOf(ANIMALS, p.animal) },
      { label: 'Futtertyp', text: (p) => labelOf(TYPE1, p.type1) },
      { label: 'Bestes Angebot', cell: (p) => <BestOffer p={p} /> },
      {
        label: 'Grundpreis',
        text: (p) =>
          p.bestOffer ? shownUnitPrice(shownOfferPrice(p.bestOffer, p.shipping), p.bestOffer.unit) : '–',
      },
      {
        // The active animal's ("Mein Tier"), as on the list's cards; asked without one, no row.
        label: 'Kosten pro Tag',
        cell: (p) => (
          <FeedingLine
            as="span"
            costPerDay={p.costPerDay}
            gramsPerDay={p.gramsPerDay}
            reason={p.feedingReason}
          />
        ),
        shown: (products) => products.some((p) => p.costPerDay !== undefined),
      },
      { label: 'Futterkosten', cell: (p, feeding) => <FeedingCostCell product={p} input={feeding} /> },
    ],
  },
  {
    title: 'Zusammensetzung',
    rows: [
      { label: 'Tierische Zutaten', text: (p) => ingredients(ANIMAL_COMPONENTS, p.animalComponents) },
      { label: 'Weitere Zutaten', text: (p) => ingredients(ELEMENTS, p.elements) },
      // '16 %' kept on one line in narrow columns.
      { label: 'Zutatenliste', text: (p) => p.composition?.replace(/ %/g, '\u00a0%') || NOT_STATED },
    ],
  },
  {
    title: 'Weender Analyse (wie gefüttert)',
    rows: [
      ...DECLARED_WEENDER_FIELDS.map((key) => ({
        label: NUTRIENT_LABELS[key],
        text: (p: CompareProduct) => percent(p[key], 2),
      })),
      {
        label: WEENDER_LABELS.moisture,
        text: (p) => (p.moisture === null ? NOT_STATED : percent(p.moisture, 2)),
      },
      { label: 'NfE', text: (p) => percent(p.nfe, 2) },
    ],
  },
  {
    title: 'In der Trockenmasse',
    rows: [...DECLARED_WEENDER_FIELDS, 'nfe' as const].map((key) => ({
      label: NUTRIENT_LABELS[key],
      context: 'in der Trockenmasse',
      text: (p: CompareProduct) => percent(inDry(p, key), 1),
    })),
  },
  {
    title: 'Weitere Angaben',
    rows: [
      {
        label: 'Energie je 100 g',
        text: (p) => (p.energyKcal === null ? NOT_STATED : formatKcal(p.energyKcal)),
      },
      { label: 'Fleischanteil', text: (p) => animalShareText(p) },
      {
        label: 'Deklaration',
        text: (p) => (p.declaration ? labelOf(DECLARATIONS, p.declaration) : NOT_STATED),
      },
      {
        label: 'Eigenschaften',
        text: (p) => labelsOf(ATTRIBUTES, p.attributes),
        cell: (p) =>
          p.attributes.length === 0 ? (
            '–'
          ) : (
            <ul className="compare-list">
              {p.attributes.map((a) => (
                <li key={a}>{labelOf(ATTRIBUTES, a)}</li>
              ))}
            </ul>
          ),
      },
    ],
  },
];
