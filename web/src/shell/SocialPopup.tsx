import { useEffect, useState } from 'react';
import { isNumber, readJson, STORAGE_KEYS, writeJson } from '../storage';
import { Dialog } from '../ui/Dialog';
import { SocialLinks } from './SocialLinks';

export const SOCIAL_POPUP_DELAY_MS = 15_000;
export const SOCIAL_POPUP_SUPPRESS_MS = 43_200_000;

/** Appears 15 s after load unless dismissed within the last 12 hours; closing records the time. */
export function SocialPopup() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dismissed = readJson(STORAGE_KEYS.socialPopupDismissed, 0, isNumber);
    if (Date.now() - dismissed < SOCIAL_POPUP_SUPPRESS_MS) return;
    const timer = setTimeout(() => setOpen(true), SOCIAL_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const close = () => {
    writeJson(STORAGE_KEYS.socialPopupDismissed, Date.now());
    setOpen(false);
  };
  return (
    <Dialog open={open} title="Folge Futterkompass" onClose={close} className="social-popup">
      <p>Neue Tipps, Rückrufe und Futter-Neuheiten zuerst erfahren:</p>
      <SocialLinks />
    </Dialog>
  );
}
