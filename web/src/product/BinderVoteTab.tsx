import { formatNumber, MESSAGES, type ProductDetail } from '@futterkompass/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormMessage } from '../accounts/Field';
import { LoginLink } from '../accounts/LoginLink';
import { useLoginFirst, useResumePending } from '../accounts/login-return';
import { postJson } from '../api/http';
import { useSession } from '../state/session';
import { useDetailFailure } from './session-failure';

/**
 * The binder vote: does the product contain binders or thickeners? One vote per user. A visitor
 * votes too: the vote leads to the login and is cast back here.
 */
export function BinderVoteTab({ product, onSaved }: { product: ProductDetail; onSaved(): void }) {
  const { signedIn, user } = useSession();
  const id = useId();
  const [vote, setVote] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const failure = useDetailFailure();
  const { votes, yes, share, suspicion } = product.binderVotes;
  const loginFirst = useLoginFirst();

  const cast = async (binderVote: boolean) => {
    try {
      const answer = await postJson('/api/new-binder-vote', {
        user: user?._id,
        product: product.urlExtension,
        binderVote,
      });
      setVote(null);
      setMessage({ kind: 'success', text: answer.message });
      onSaved();
    } catch (error) {
      const shown = failure(error);
      if (shown) setMessage({ kind: 'error', text: shown });
    }
  };

  useResumePending('binder-vote', product._id, (started) => {
    if (started.vote === null) return;
    setVote(started.vote);
    void cast(started.vote);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (vote === null) return setMessage({ kind: 'error', text: 'Bitte triff zuerst eine Auswahl.' });
    if (!signedIn) return loginFirst({ kind: 'binder-vote', productId: product._id, data: { vote } });
    void cast(vote);
  };

  return (
    <div className="binder-tab">
      <h2>Bindemittel oder Verdickungsmittel?</h2>
      <p>
        {votes === 0
          ? 'Zu diesem Produkt hat noch niemand abgestimmt.'
          : `${yes} von ${votes} Stimmen (${formatNumber(share * 100, 0)} %) sagen: enthält Bindemittel.`}
        {suspicion && <strong> Bindemittelverdacht &gt;= 75%</strong>}
      </p>
      {!signedIn && (
        <p className="hint">
          {MESSAGES.notSignedIn}{' '}
          <LoginLink action={{ kind: 'binder-vote', productId: product._id, data: { vote } }} />
        </p>
      )}
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
        <fieldset className="radio-row">
          <legend id={`${id}-legend`}>Enthält dieses Produkt Bindemittel oder Verdickungsmittel?</legend>
          <label>
            <input type="radio" name={`${id}-vote`} checked={vote === true} onChange={() => setVote(true)} />{' '}
            Ja
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-vote`}
              checked={vote === false}
              onChange={() => setVote(false)}
            />{' '}
            Nein
          </label>
        </fieldset>
        <FormMessage kind={message?.kind ?? 'error'}>{message?.text ?? null}</FormMessage>
        <button className="button" type="submit">
          Abstimmen
        </button>
      </form>
    </div>
  );
}
