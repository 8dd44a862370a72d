import { PRODUCT_FORM_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

/** What a signed-out visitor sees on a page for editors: log in first. */
export function LoginHint() {
  return (
    <div className="alert access-note">
      <p>{M.loginRequired}</p>
      <Link className="button" to={ROUTES.login}>
        Zum Login
      </Link>
    </div>
  );
}
