import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../pages/Breadcrumb';
import { useSession } from '../../state/session';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { AccountTab } from './AccountTab';
import { ProductLists } from './ProductLists';
import '../accounts.css';

const TABS = [
  { key: 'listen', label: 'Produktlisten' },
  { key: 'konto', label: 'Konto' },
] as const;

/** /profil: 'Dein Profil' with the tabs 'Produktlisten' (default) and 'Konto' (?tab=konto). */
export default function ProfilePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const active = params.get('tab') === 'konto' ? 1 : 0;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setParams(index === 0 ? {} : { tab: TABS[index]?.key ?? '' }, { replace: true });
    tabs.current[index]?.focus();
  };
  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      select((active + 1) % TABS.length);
    }
  };

  return (
    <section className="profile-page">
      <Breadcrumb trail={[{ label: 'Profil' }]} />
      <h1>Dein Profil</h1>
      <div role="tablist" aria-label="Profilbereiche" className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={active === index}
            aria-controls={`panel-${tab.key}`}
            tabIndex={active === index ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${TABS[active]?.key}`}
        aria-labelledby={`tab-${TABS[active]?.key}`}
        className="tab-panel"
      >
        {!user ? (
          <LoadingOverlay text="Lade Profil..." />
        ) : active === 0 ? (
          <ProductLists />
        ) : (
          <AccountTab user={user} />
        )}
      </div>
    </section>
  );
}
