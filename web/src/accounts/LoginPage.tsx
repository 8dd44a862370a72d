import { useLocation } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { LoginForm } from './LoginForm';
import { useAfterLogin } from './login-return';
import './accounts.css';

/**
 * /login: the login form; signed in, the visitor goes back to the page that sent them here, with
 * the action they started there (login-return.ts), or else to the home page.
 */
export default function LoginPage() {
  const afterLogin = useAfterLogin();
  // A message handed over by the page that led here (a finished password reset).
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: 'Login' }]} />
      <h1>Login</h1>
      {notice && (
        <p className="form-message form-message-success" role="status">
          {notice}
        </p>
      )}
      <LoginForm onSignedIn={afterLogin} />
    </section>
  );
}
