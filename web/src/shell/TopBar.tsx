import { isEditor, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { useSession } from '../state/session';
import { SocialLinks } from './SocialLinks';

export function TopBar() {
  const { signedIn, user } = useSession();
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <SocialLinks />
        <nav aria-label="Konto" className="account-links">
          {signedIn ? (
            <>
              {isEditor(user?.role) && <Link to={ROUTES.newProduct}>Produkt eintragen</Link>}
              {isEditor(user?.role) && <Link to={ROUTES.feedReview}>Feed-Zuordnung</Link>}
              {isEditor(user?.role) && <Link to={ROUTES.reviewReports}>Bewertungsmeldungen</Link>}
              <Link to={ROUTES.profile}>Profil</Link>
              <Link to={ROUTES.logout}>Logout</Link>
            </>
          ) : (
            <>
              <Link to={ROUTES.login}>Login</Link>
              <Link to={ROUTES.register}>Registrieren</Link>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}
