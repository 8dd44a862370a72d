import { ROUTES } from '@futterkompass/domain';
import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { Dialog } from '../ui/Dialog';
import { Field, FormMessage } from './Field';
import { type Consent, type RegisterField, useRegistration } from './use-registration';
import './accounts.css';

/** The form's fields in order, with what sets each apart. */
const FIELDS: { name: RegisterField; label: string; type?: string; autoComplete: string; hint?: string }[] = [
  { name: 'username', label: 'Nutzername', autoComplete: 'username' },
  { name: 'email', label: 'E-Mail Adresse', type: 'email', autoComplete: 'email' },
  { name: 'confirmEmail', label: 'E-Mail Adresse bestätigen', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Passwort',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Mindestens 5 Zeichen.',
  },
  { name: 'confirmPassword', label: 'Passwort bestätigen', type: 'password', autoComplete: 'new-password' },
];

/** The privacy and terms checkbox, with its own error. */
function PrivacyConsent({ consent }: { consent: Consent }) {
  return (
    <div className={`form-check${consent.error ? ' has-error' : ''}`}>
      <input
        ref={consent.ref}
        id="accept-privacy"
        type="checkbox"
        checked={consent.accepted}
        onChange={(e) => consent.accept(e.target.checked)}
        aria-invalid={consent.error ? true : undefined}
        aria-describedby={consent.error ? 'accept-privacy-error' : undefined}
      />
      <label htmlFor="accept-privacy">
        Ich akzeptiere die {/* A new tab, so that the form keeps what was typed. */}
        <a href={ROUTES.privacy} target="_blank" rel="noopener">
          Datenschutzrichtlinien
        </a>{' '}
        und die <Link to={ROUTES.terms}>Nutzungsbedingungen</Link>.
      </label>
      {consent.error && (
        <p id="accept-privacy-error" className="form-error">
          {consent.error}
        </p>
      )}
    </div>
  );
}

/** /registrieren: the account form; success shows a confirmation and leads home. */
export default function RegisterPage() {
  const { form, submit, captcha, confirmation, consent } = useRegistration();
  const navigate = useNavigate();

  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: 'Registrieren' }]} />
      <h1>Registrieren</h1>
      <p className="account-intro">
        Mit einem Konto kannst du Favoriten speichern, Produkte bewerten und über Bindemittel abstimmen.
      </p>
      <form className="account-form" onSubmit={submit} noValidate>
        {FIELDS.map(({ name, ...field }) => (
          <Field key={name} {...form.field(name)} {...field} required />
        ))}
        <PrivacyConsent consent={consent} />
        <div ref={captcha.container} className="captcha-slot" />
        <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
        <button className="button" type="submit" disabled={form.busy}>
          {form.busy ? 'Wird gesendet …' : 'Registrieren'}
        </button>
        <p className="account-links-row">
          Schon registriert? <Link to={ROUTES.login}>Zum Login</Link>
        </p>
      </form>
      <Dialog
        open={confirmation !== null}
        title="Registrierung erfolgreich"
        onClose={() => navigate(ROUTES.home)}
        footer={
          <button className="button" type="button" onClick={() => navigate(ROUTES.home)}>
            Zur Startseite
          </button>
        }
      >
        <p>{confirmation}</p>
      </Dialog>
    </section>
  );
}
