import { ANIMALS, formatBasePrice, formatNumber, labelOf, labelsOf, TYPE1 } from '@futterkompass/domain';
import { ProductImage } from '../products/ProductImage';
import type { Hit } from './use-quick-search-hits';

/** Type, animals and unit price tell look-alikes apart: 'Nassfutter · Hund · 0,40 € / 100 g'. */
const hitFacts = (hit: Hit) =>
  [
    labelOf(TYPE1, hit.type1),
    labelsOf(ANIMALS, hit.animal),
    hit.bestOffer && formatBasePrice(hit.bestOffer.basePrice, hit.bestOffer.unit),
  ]
    .filter(Boolean)
    .join(' · ');

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
