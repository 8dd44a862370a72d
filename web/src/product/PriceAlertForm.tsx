import {
  formatDate,
  formatUnitPrice,
  MESSAGES,
  type PriceAlertView,
  parseTargetUnitPrice,
  priceUnitOf,
} from '@futterkompass/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Field, FormMessage } from '../accounts/Field';
import { LoginLink } from '../accounts/LoginLink';
import { useLoginFirst, useResumePending } from '../accounts/login-return';
import { ENTRY_POINTS } from '../accounts/pending-action';
import { useForm } from '../accounts/use-form';
import { getJson, postJson } from '../api/http';
import { useSession } from '../state/session';
import { useDetailFailure } from './session-failure';

/**
 * 'Preisalarm': a signed-in user's target Grundpreis (per kg or l, the shops' prices without
 * shipping) for this product; mailed once when reached. A signed-out visitor fills it in too, logs
 * in and comes back to the product with the alert set.
 */
export function PriceAlertForm({ productId, unit }: { productId: string; unit: string }) {
  const { signedIn } = useSession();
  const id = useId();
  const form = useForm({ target: '' });
  const [current, setCurrent] = useState<PriceAlertView | null>(null);
  const failure = useDetailFailure();
  const loginFirst = useLoginFirst();

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getJson('/api/price-alerts').then(
      (answer) => live && setCurrent(answer.alerts.find((a) => a.product?._id === productId) ?? null),
      // The form works without knowing an earlier alert: setting one replaces it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, productId]);

  const send = async (target: string) => {
    form.clearErrors();
    const parsed = parseTargetUnitPrice(target);
    if ('error' in parsed) return form.failField('target', parsed.error);
    if (!signedIn) return loginFirst({ kind: 'price-alert', productId, data: { target } });
    form.setBusy(true);
    try {
      const answer = await postJson('/api/price-alerts', {
        product: productId,
        targetUnitPrice: parsed.value,
      });
      setCurrent(answer.alert);
      form.setValues({ target: '' });
      form.setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      const shown = failure(error);
      if (shown) form.setMessage({ kind: 'error', text: shown });
    } finally {
      form.setBusy(false);
    }
  };

  // Back from the login with the alert the visitor asked for: set it.
  useResumePending('price-alert', productId, ({ target }) => {
    if (target) void send(target);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(form.values.target);
  };

  return (
    <form
      id={ENTRY_POINTS['price-alert'].anchor}
      className="price-alert"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Preisalarm</h2>
      <p className="hint">
        Wir schreiben dir einmal eine E-Mail, sobald das beste Angebot deinen Wunsch-Grundpreis erreicht.
        {!signedIn && (
          <>
            {' '}
            {MESSAGES.notSignedIn} Nach dem Login ist dein Preisalarm gesetzt.{' '}
            <LoginLink action={{ kind: 'price-alert', productId, data: { target: form.values.target } }} />
          </>
        )}
      </p>
      {current && (
        <p className="price-alert-current">
          Dein Preisalarm: {formatUnitPrice(current.targetUnitPrice, unit)}
          {current.firedAt ? ` – ausgelöst am ${formatDate(current.firedAt)}` : ' – aktiv'}
        </p>
      )}
      <Field
        ref={form.ref('target')}
        label={`Wunsch-Grundpreis in € je ${priceUnitOf(unit)} (ohne Versand)`}
        inputMode="decimal"
        placeholder="z. B. 4,50"
        value={form.values.target}
        onValue={form.set('target')}
        error={form.errorOf('target')}
      />
      <FormMessage kind={form.message?.kind ?? 'error'}>{form.message?.text ?? null}</FormMessage>
      <button className="button" type="submit" disabled={form.busy}>
        {current ? 'Preisalarm ändern' : 'Preisalarm setzen'}
      </button>
    </form>
  );
}
