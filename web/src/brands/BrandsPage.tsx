import { BRAND_MESSAGES, type BrandListing, brandPath, formatNumber, PAGE_DATA } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useFirstPageData } from '../render-context';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { byInitial } from './initials';
import './brands.css';

/** /marken: every brand with products, A-Z by initial, each leading to its brand page. */
export default function BrandsPage() {
  const rendered = useFirstPageData(PAGE_DATA.brands) as BrandListing[] | null;
  const [brands, setBrands] = useState<BrandListing[] | null>(rendered);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (rendered) return;
    getJson('/api/brands').then(
      (answer) => setBrands(answer.brands),
      () => setFailed(true),
    );
  }, [rendered]);

  const groups = brands ? byInitial(brands) : [];
  return (
    <section className="brands-page">
      <Breadcrumb trail={[{ label: 'Marken' }]} />
      <h1>Alle Marken</h1>
      <p className="brands-intro">
        Jede Marke mit ihren Futtersorten für Hund und Katze: Zusammensetzung, Bewertungen und Preise vieler
        Shops im Vergleich.
      </p>
      {failed && (
        <p className="form-message form-message-error" role="alert">
          {BRAND_MESSAGES.listError}
        </p>
      )}
      {groups.length > 0 && (
        <>
          <nav className="brand-initials" aria-label="Marken nach Anfangsbuchstabe">
            <ul>
              {groups.map(({ initial }) => (
                <li key={initial}>
                  <a href={`#marken-${initial}`}>{initial}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(({ initial, brands: group }) => (
            <section key={initial} className="brand-group" aria-labelledby={`marken-${initial}`}>
              <h2 id={`marken-${initial}`}>{initial}</h2>
              <ul className="brand-list">
                {group.map((brand) => (
                  <li key={brand.slug}>
                    <Link to={brandPath(brand.slug)}>
                      {brand.name}{' '}
                      <span className="brand-count">
                        ({formatNumber(brand.count, 0)} {brand.count === 1 ? 'Produkt' : 'Produkte'})
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      {!brands && !failed && <LoadingOverlay text={BRAND_MESSAGES.loading} />}
    </section>
  );
}
