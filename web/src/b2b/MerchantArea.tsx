import { ROUTES } from '@futterkompass/domain';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { b2bApi, type MerchantMe } from './api';
import { ClicksPanel } from './ClicksPanel';
import { FeedsPanel } from './FeedsPanel';
import { OffersPanel } from './OffersPanel';
import { useLoad } from './use-load';
import './b2b.css';

const STATUS: Record<MerchantMe['status'], { label: string; text?: string }> = {
  active: { label: 'aktiv' },
  pending: {
    label: 'wartet auf Freischaltung',
    text: 'Wir prüfen deinen Shop gerade. Sobald wir dein Konto freigeschaltet haben, trägst du hier deine Feeds ein, und deine Angebote erscheinen im Preisvergleich.',
  },
  blocked: {
    label: 'gesperrt',
    text: 'Dein Händlerkonto ist gesperrt: deine Angebote erscheinen zurzeit nicht im Preisvergleich. Bitte schreib uns, wenn du Fragen dazu hast.',
  },
};

/** The merchant's header: shop, logo, the account's state and what it means. */
function MerchantHeader({ me }: { me: MerchantMe }) {
  const status = STATUS[me.status];
  return (
    <header className="b2b-header">
      {me.shopLogo && <img className="b2b-logo" src={me.shopLogo} alt="" width={64} height={64} />}
      <div>
        <h1>{me.shopName}</h1>
        <p>
          Händlerbereich · angemeldet als {me.username} ·{' '}
          <a href={me.shopUrl} target="_blank" rel="noreferrer">
            Shop öffnen
            <span className="visually-hidden"> (öffnet in neuem Tab)</span>
          </a>
        </p>
        <p className={`b2b-status b2b-status-${me.status}`}>Status: {status.label}</p>
        {status.text && (
          <p className="b2b-status-text">
            {status.text} <Link to={ROUTES.contact}>Zum Kontaktformular</Link>
          </p>
        )}
      </div>
    </header>
  );
}

/** /b2b for a signed-in merchant: its feeds and their runs, its offers and the clicks they earn. */
export function MerchantArea() {
  const me = useLoad(useCallback(() => b2bApi.me(), []));
  // A finished pull changes the offers: their panel loads them again.
  const [pulls, setPulls] = useState(0);
  return (
    <section className="b2b-area">
      <Breadcrumb trail={[{ label: 'Händlerbereich' }]} />
      {me.kind === 'loading' && <p className="hint">Dein Händlerbereich wird geladen …</p>}
      {me.kind === 'failed' && (
        <>
          <h1>Händlerbereich</h1>
          <p>Dein Händlerbereich konnte leider nicht geladen werden. Bitte versuche es später erneut.</p>
        </>
      )}
      {me.kind === 'loaded' && (
        <>
          <MerchantHeader me={me.data} />
          <FeedsPanel onPulled={() => setPulls((n) => n + 1)} canAdd={me.data.status === 'active'} />
          <OffersPanel key={pulls} />
          <ClicksPanel />
        </>
      )}
    </section>
  );
}
