import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../pages/Breadcrumb';
import { useSession } from '../../state/session';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TabList } from '../../ui/TabList';
import { AccountTab } from './AccountTab';
import { PriceAlerts } from './PriceAlerts';
import { ProductLists } from './ProductLists';
import '../accounts.css';

const TABS = [
  { key: 'listen', label: 'Produktlisten' },
  { key: 'konto', label: 'Konto' },
  { key: 'preisalarme', label: 'Preisalarme' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * /profil: 'Dein Profil' with the tabs 'Produktlisten' (default), 'Konto' (?tab=konto) and
 * 'Preisalarme' (?tab=preisalarme, where the alert mails link to).
 */
export default function ProfilePage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const active: TabKey = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'listen';
  const select = (key: TabKey) => setParams(key === 'listen' ? {} : { tab: key }, { replace: true });

  return (
    <section className="profile-page">
      <Breadcrumb trail={[{ label: 'Profil' }]} />
      <h1>Dein Profil</h1>
      <TabList
        label="Profilbereiche"
        tabs={TABS}
        active={active}
        panelId="profil-bereich"
        onSelect={select}
      />
      <div role="tabpanel" id="profil-bereich" aria-labelledby={`tab-${active}`} className="tab-panel">
        {!user ? (
          <LoadingOverlay text="Lade Profil..." />
        ) : active === 'listen' ? (
          <ProductLists />
        ) : active === 'konto' ? (
          <AccountTab user={user} />
        ) : (
          <PriceAlerts />
        )}
      </div>
    </section>
  );
}
