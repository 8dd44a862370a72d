import { useEffect, useState } from 'react';
import { isNumber, readJson, STORAGE_KEYS, writeJson } from '../storage';
import { FADE_MS } from '../ui/Dialog';
import { SocialLinks } from './SocialLinks';

export const SOCIAL_POPUP_DELAY_MS = 15_000;
export const SOCIAL_POPUP_SUPPRESS_MS = 43_200_000;

/**
 * Appears 15 s after load unless dismissed within the last 12 hours; closing records the time. A
 * toast in a corner, not a modal: it never takes the focus or blocks a click on the page.
 */
export function SocialPopup() {
  const [shown, setShown] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Storage is read when the time has come, not while the page loads (a synchronous call to the
    // browser process at the first access).
    const timer = setTimeout(() => {
      const dismissed = readJson(STORAGE_KEYS.socialPopupDismissed, 0, isNumber);
      if (Date.now() - dismissed < SOCIAL_POPUP_SUPPRESS_MS) return;
      setShown(true);
      requestAnimationFrame(() => setVisible(true));
    }, SOCIAL_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const close = () => {
    writeJson(STORAGE_KEYS.socialPopupDismissed, Date.now());
    setVisible(false);
    setTimeout(() => setShown(false), FADE_MS);
  };
  if (!shown) return null;
  return (
    <section className={`social-toast${visible ? ' is-visible' : ''}`} aria-labelledby="social-toast-title">
      <div className="social-toast-head">
        <h2 id="social-toast-title">Folge Futterkompass</h2>
        <button type="button" className="icon-button" aria-label="Schließen" onClick={close}>
          ×
        </button>
      </div>
      <p>Neue Tipps, Rückrufe und Futter-Neuheiten zuerst erfahren:</p>
      {/* Named apart from the top bar's links: two navigation landmarks must not share a name. */}
      <SocialLinks label="Futterkompass folgen" />
    </section>
  );
}
