import { ACCOUNT_MESSAGES as M, ROUTES } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { postJson } from '../api/http';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useSession } from '../state/session';
import { Dialog } from '../ui/Dialog';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { describeFailure } from './failure';
import './accounts.css';

type Outcome = { ok: boolean; text: string };

const ACTIONS = {
  confirm: {
    call: '/auth/confirm-email',
    heading: 'Neue E-Mail Adresse bestätigen',
    busy: 'E-Mail Adresse wird geändert...',
    done: 'E-Mail Adresse geändert',
    invalid: M.emailChangeLinkInvalid,
  },
  cancel: {
    call: '/auth/cancel-email-change',
    heading: 'E-Mail Änderung abbrechen',
    busy: 'Änderung wird abgebrochen...',
    done: 'Änderung abgebrochen',
    invalid: M.emailCancelLinkInvalid,
  },
} as const;

/**
 * The links of an e-mail change: /email-bestaetigen?token=… (mailed to the new address) applies it,
 * /email-aenderung-abbrechen?token=… (mailed to the old one) cancels or takes it back.
 */
export default function EmailChangePage({ action }: { action: keyof typeof ACTIONS }) {
  const step = ACTIONS[action];
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { user, reload } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) {
      setOutcome({ ok: false, text: step.invalid });
      return;
    }
    let active = true;
    postJson(step.call, { token }).then(
      (answer) => {
        if (!active) return;
        setOutcome({ ok: true, text: answer.message });
        // The link may belong to another account than the one signed in here, and taking a change
        // back ends every session of its account: the server tells what holds for this browser.
        reload();
      },
      (error: unknown) =>
        active && setOutcome({ ok: false, text: describeFailure(error, step.invalid).message }),
    );
    return () => {
      active = false;
    };
  }, [token, step, reload]);

  const next = () =>
    navigate(user && outcome?.ok ? ROUTES.profile : outcome?.ok ? ROUTES.login : ROUTES.home);
  return (
    <section className="account-page">
      <Breadcrumb trail={[{ label: step.heading }]} />
      <h1>{step.heading}</h1>
      {!outcome && <LoadingOverlay text={step.busy} />}
      <Dialog
        open={outcome !== null}
        title={outcome?.ok ? step.done : 'Fehler'}
        onClose={next}
        footer={
          <button className="button" type="button" onClick={next}>
            {user && outcome?.ok ? 'Zum Profil' : outcome?.ok ? 'Zum Login' : 'Zur Startseite'}
          </button>
        }
      >
        <p role={outcome?.ok ? 'status' : 'alert'}>{outcome?.text}</p>
      </Dialog>
    </section>
  );
}
