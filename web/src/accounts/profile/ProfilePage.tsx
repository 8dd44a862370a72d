import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../pages/Breadcrumb';
import { useSession } from '../../state/session';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TabList } from '../../ui/TabList';
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
  const active = params.get('tab') === 'konto' ? 'konto' : 'listen';
  const select = (key: (typeof TABS)[number]['key']) =>
    setParams(key === 'listen' ? {} : { tab: key }, { replace: true });

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
        ) : (
          <AccountTab user={user} />
        )}
      </div>
    </section>
  );
}
