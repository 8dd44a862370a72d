import { ALERT_BAR_ID, COLLECTIONS, type Store } from '@futterkompass/adapters';
import { type AlertBar, DEFAULT_ALERT_COLOR, followableLink } from '@futterkompass/domain';

const EMPTY: AlertBar = { text: '', link: '', buttonText: '', color: DEFAULT_ALERT_COLOR };

export function createAlertBarService(store: Store) {
  const settings = store.collection<AlertBar & { _id: string }>(COLLECTIONS.settings);
  return {
    /** The alert bar; empty text hides it. */
    async get(): Promise<AlertBar> {
      const found = await settings.findOne({ _id: ALERT_BAR_ID });
      if (!found) return EMPTY;
      // A link stored before links were checked as the browser resolves them shows no button.
      const link = (found.link && followableLink(found.link, { allowPath: true })) || '';
      return {
        text: found.text ?? '',
        link,
        buttonText: link ? (found.buttonText ?? '') : '',
        color: found.color || DEFAULT_ALERT_COLOR,
      };
    },
  };
}
