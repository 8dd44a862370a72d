import { ACCOUNT_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { postJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { Dialog } from '../ui/Dialog';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { describeFailure } from './failure';
import './accounts.css';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** /verifizieren?token=…: confirms the account; success leads to the login, failure home. */
export default function VerifyPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) {
      setOutcome({ ok: false, text: M.verifyNoToken });
      return;
    }
    let active = true;
    postJson('/auth/verify-email', { token }).then(
      (answer) => active && setOutcome({ ok: true, text: answer.message }),
      (error: unknown) =>
        active && setOutcome({ ok: false, text: describeFailure(error, M.verifyFailed).message }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  const next = () => navigate(outcome?.ok ? ROUTES.login : ROUTES.home);
  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: 'E-Mail Adresse verifizieren' }]} />
      <h1>E-Mail Adresse verifizieren</h1>
      {!outcome && <LoadingOverlay text="E-Mail Adresse wird bestätigt..." />}
      <Dialog
        open={outcome !== null}
        title={outcome?.ok ? 'Email verifiziert!' : 'Fehler'}
        onClose={next}
        footer={
          <button className="button" type="button" onClick={next}>
            {outcome?.ok ? 'Zum Login' : 'Zur Startseite'}
          </button>
        }
      >
        <p role={outcome?.ok ? 'status' : 'alert'}>{outcome?.text}</p>
      </Dialog>
    </section>
  );
}
