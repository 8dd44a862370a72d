import { EDIT_PRODUCT_PREFIX, ROUTES } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isNumber, readJson, STORAGE_KEYS, writeJson } from '../storage';
import { FADE_MS } from '../ui/Dialog';
import { SocialLinks } from './SocialLinks';

export const SOCIAL_POPUP_DELAY_MS = 15_000;
export const SOCIAL_POPUP_SUPPRESS_MS = 43_200_000;

/** The editors' and merchants' working pages: no invitation to follow there. */
const WORK_PAGES = [
  ROUTES.b2b,
  ROUTES.newProduct,
  ROUTES.feedReview,
  ROUTES.reviewReports,
  EDIT_PRODUCT_PREFIX,
];
const isWorkPage = (path: string) => WORK_PAGES.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Appears 15 s after load unless dismissed within the last 12 hours; closing records the time. A
 * band at the end of the page, after the footer, not an overlay: it never covers a button or a
 * field, never takes the focus, and moves nothing above it when it appears.
 */
export function SocialPopup() {
  const { pathname } = useLocation();
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
  if (!shown || isWorkPage(pathname)) return null;
  return (
    <section
      className={`social-toast container${visible ? ' is-visible' : ''}`}
      aria-labelledby="social-toast-title"
    >
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
