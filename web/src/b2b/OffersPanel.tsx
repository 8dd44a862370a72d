import { formatDate, formatEuro, formatNumber, formatUnitPrice } from '@futterkompass/domain';
import { useCallback, useId, useMemo, useState } from 'react';
import { b2bApi, type MerchantOffer } from './api';
import { useLoad } from './use-load';

/** How old an offer's last confirmation by a feed is, in words. */
export function offerAge(offer: Pick<MerchantOffer, 'confirmedAt' | 'ageDays'>): string {
  if (!offer.confirmedAt) return 'nie von einem Feed bestätigt';
  const days = offer.ageDays ?? 0;
  const ago = days === 0 ? 'heute' : days === 1 ? 'vor 1 Tag' : `vor ${formatNumber(days, 0)} Tagen`;
  return `${ago} (${formatDate(offer.confirmedAt)})`;
}

/** The merchant's offers: price, whether available, how old, whether it competes for the best offer. */
export function OffersPanel() {
  const titleId = useId();
  const offers = useLoad(useCallback(() => b2bApi.offers(), []));
  return (
    <section className="b2b-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Angebote</h2>
      {offers.kind === 'loading' && <p className="hint">Angebote werden geladen …</p>}
      {offers.kind === 'failed' && <p className="hint">Die Angebote konnten leider nicht geladen werden.</p>}
      {offers.kind === 'loaded' && offers.data.length === 0 && (
        <p>Noch keine Angebote. Sobald ein Feed abgerufen ist, erscheinen sie hier.</p>
      )}
      {offers.kind === 'loaded' && offers.data.length > 0 && <OfferList offers={offers.data} />}
    </section>
  );
}

/** Offers shown at once, and added by "Weitere anzeigen": a shop has thousands. */
export const OFFERS_PAGE = 50;

/** The offers, narrowed by product name and to those that do not count, shown a page at a time. */
function OfferList({ offers }: { offers: readonly MerchantOffer[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [onlyNotCounting, setOnlyNotCounting] = useState(false);
  const [shown, setShown] = useState(OFFERS_PAGE);
  const matching = useMemo(() => {
    const words = query.trim().toLocaleLowerCase('de');
    return offers.filter(
      (o) => (!onlyNotCounting || !o.counts) && o.productName.toLocaleLowerCase('de').includes(words),
    );
  }, [offers, query, onlyNotCounting]);
  const narrow = (change: () => void) => {
    change();
    setShown(OFFERS_PAGE);
  };
  return (
    <>
      <p className="hint">
        Ein Angebot kann nur dann „Bestes Angebot“ werden, wenn es lieferbar ist und dein Feed es in den
        letzten Tagen bestätigt hat.
      </p>
      <div className="b2b-offer-filter">
        <label htmlFor={`${id}-query`}>Produkt suchen</label>
        <input
          id={`${id}-query`}
          type="search"
          value={query}
          onChange={(e) => narrow(() => setQuery(e.target.value))}
        />
        <label className="b2b-check">
          <input
            type="checkbox"
            checked={onlyNotCounting}
            onChange={(e) => narrow(() => setOnlyNotCounting(e.target.checked))}
          />{' '}
          nur Angebote, die nicht als Bestpreis zählen
        </label>
      </div>
      <p className="hint" role="status">
        {matching.length === offers.length
          ? `${formatNumber(offers.length, 0)} Angebote`
          : `${formatNumber(matching.length, 0)} von ${formatNumber(offers.length, 0)} Angeboten`}
        {matching.length > shown && `, die ersten ${formatNumber(shown, 0)} angezeigt`}
      </p>
      {matching.length > 0 && <OfferTable offers={matching.slice(0, shown)} />}
      {matching.length > shown && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setShown((n) => n + OFFERS_PAGE)}
        >
          Weitere {formatNumber(Math.min(OFFERS_PAGE, matching.length - shown), 0)} anzeigen
        </button>
      )}
    </>
  );
}

function OfferTable({ offers }: { offers: readonly MerchantOffer[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
    <section className="table-scroll" aria-label="Deine Angebote" tabIndex={0}>
      <table className="b2b-table b2b-offers">
        <thead>
          <tr>
            <th scope="col">Produkt</th>
            <th scope="col">Preis</th>
            <th scope="col">Grundpreis</th>
            <th scope="col">Status</th>
            <th scope="col">Bestätigt</th>
            <th scope="col">Zählt als Bestpreis</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.offerId}>
              <th scope="row">
                <a href={offer.productUrl}>{offer.productName}</a>
                <span className="hint">
                  {' '}
                  · {formatNumber(offer.size, 2)} {offer.unit}
                </span>
              </th>
              <td data-label="Preis" className="b2b-number">
                {formatEuro(offer.price)}
              </td>
              <td data-label="Grundpreis" className="b2b-number">
                {offer.unitPrice === undefined ? '–' : formatUnitPrice(offer.unitPrice, offer.unit)}
              </td>
              <td data-label="Status">{offer.available ? 'lieferbar' : 'nicht lieferbar'}</td>
              <td data-label="Bestätigt">{offerAge(offer)}</td>
              <td data-label="Zählt als Bestpreis">{offer.counts ? 'ja' : 'nein'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
