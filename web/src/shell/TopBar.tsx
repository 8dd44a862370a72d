import { ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { EXTERNAL } from '../links';
import { useSession } from '../state/session';

export function TopBar() {
  const { signedIn } = useSession();
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <nav aria-label="Soziale Medien" className="social-links">
          <a href={EXTERNAL.facebook} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
          <a href={EXTERNAL.instagram} target="_blank" rel="noopener noreferrer">
            Instagram
          </a>
        </nav>
        <nav aria-label="Konto" className="account-links">
          {signedIn ? (
            <>
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
