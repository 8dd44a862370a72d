import { ALERT_BAR_ID, COLLECTIONS, type Store } from '@futterkompass/adapters';
import { type AlertBar, type AlertBarInput, checkAlertBar } from '@futterkompass/domain';

/** Why an alert bar was refused: the message is shown to the operator as it is. */
export class AlertBarRefusedError extends Error {
  override name = 'AlertBarRefusedError';
}

/** Ops: sets the alert bar every page shows; answers the bar as stored. */
export async function setAlertBar(store: Store, input: AlertBarInput): Promise<AlertBar> {
  const checked = checkAlertBar(input);
  if ('error' in checked) throw new AlertBarRefusedError(checked.error);
  await store
    .collection(COLLECTIONS.settings)
    .updateOne({ _id: ALERT_BAR_ID }, { $set: { ...checked.bar } }, { upsert: true });
  return checked.bar;
}

/** Ops: hides the alert bar (an empty text hides it; the colour stays for the next one). */
export async function clearAlertBar(store: Store): Promise<void> {
  await store
    .collection(COLLECTIONS.settings)
    .updateOne({ _id: ALERT_BAR_ID }, { $set: { text: '', link: '', buttonText: '' } }, { upsert: true });
}
