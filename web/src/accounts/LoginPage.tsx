import { ROUTES } from '@futterkompass/domain';
import { useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { LoginForm } from './LoginForm';
import './accounts.css';

/** /login: the login form; signed in, the visitor goes to the home page. */
export default function LoginPage() {
  const navigate = useNavigate();
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
      <LoginForm onSignedIn={() => navigate(ROUTES.home)} />
    </section>
  );
}
