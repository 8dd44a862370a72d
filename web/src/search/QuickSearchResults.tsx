import {
  ANIMALS,
  formatNumber,
  labelOf,
  labelsOf,
  shownOfferPrice,
  shownUnitPrice,
  TYPE1,
  VAT_NOTE,
} from '@futterkompass/domain';
import { FeedingLine } from '../pets/FeedingLine';
import { ProductImage } from '../products/ProductImage';
import type { Hit } from './use-quick-search-hits';

/** Type and animals tell look-alikes apart: 'Nassfutter · Hund'. */
const hitFacts = (hit: Hit) => [labelOf(TYPE1, hit.type1), labelsOf(ANIMALS, hit.animal)].join(' · ');

/** The best offer's Grundpreis with shipping and VAT at a glance: '5,48 €/kg · zzgl. 2,99 € Versand · inkl. MwSt.'. */
function hitPrice(hit: Hit): string | null {
  if (!hit.bestOffer) return null;
  const shown = shownOfferPrice(hit.bestOffer, hit.shipping);
  return `${shownUnitPrice(shown, hit.bestOffer.unit)} · ${shown.shipping} · ${VAT_NOTE}`;
}

/**
 * The suggestions of the quick search as an ARIA listbox: the focus stays in the input, options
 * are chosen with the arrow keys (aria-activedescendant) or a click; the last option shows all hits.
 */
export function QuickSearchResults({
  id,
  hits,
  total,
  active,
  onHit,
  onAll,
}: {
  id: string;
  hits: Hit[];
  total: number;
  active: number;
  onHit(hit: Hit): void;
  onAll(): void;
}) {
  return (
    <div id={id} className="quick-search-results" role="listbox" aria-label="Suchvorschläge">
      {hits.map((hit, index) => (
        <div
          key={hit._id}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={`quick-search-hit${index === active ? ' is-active' : ''}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onHit(hit)}
          onKeyDown={() => undefined}
        >
          <ProductImage src={hit.imageUrl} alt="" width={40} height={48} />
          <span>
            <strong>{hit.brand.name}</strong>
            <span>{hit.series}</span>
            <small>{hitFacts(hit)}</small>
            {hit.bestOffer && <small className="quick-search-price">{hitPrice(hit)}</small>}
            <FeedingLine
              as="small"
              costPerDay={hit.costPerDay}
              gramsPerDay={hit.gramsPerDay}
              reason={hit.feedingReason}
            />
          </span>
        </div>
      ))}
      <div
        id={`${id}-${hits.length}`}
        role="option"
        tabIndex={-1}
        aria-selected={active === hits.length}
        className={`quick-search-all${active === hits.length ? ' is-active' : ''}`}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onAll}
        onKeyDown={() => undefined}
      >
        Alle {formatNumber(total, 0)} Treffer anzeigen
      </div>
    </div>
  );
}
