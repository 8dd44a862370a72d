import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router-dom';
import './toast.css';

export interface ToastInput {
  text: string;
  /** An error is announced at once (role alert), everything else politely. */
  kind?: 'info' | 'error';
  /** A way on from the message ('Zum Login'). */
  link?: { to: string; label: string; onFollow?(): void };
}

interface Toast extends ToastInput {
  id: number;
}

/** A message without a link goes after this long; one with a link stays until it is closed. */
export const TOAST_MS = 6000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

function ToastItem({ toast, onClose }: { toast: Toast; onClose(): void }) {
  const { text, kind = 'info', link } = toast;
  // A message the visitor reads, hovers or tabs into does not vanish under them.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (link || held) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [link, held, onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only keeps the message, as focus does
    <div
      className={`toast toast-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onFocus={() => setHeld(true)}
    >
      <p>
        {text}
        {link && (
          <>
            {' '}
            <Link
              to={link.to}
              onClick={() => {
                link.onFollow?.();
                onClose();
              }}
            >
              {link.label}
            </Link>
          </>
        )}
      </p>
      <button type="button" className="icon-button" aria-label="Meldung schließen" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * Messages that take the place of the browser's alert(): announced to screen readers, closable,
 * never blocking the page, and able to carry a link. The live region is always there, so that a
 * message added to it is read out.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const show = useCallback((toast: ToastInput) => {
    const id = ++next.current;
    // The same message again replaces the old one instead of stacking.
    setToasts((current) => [...current.filter((t) => t.text !== toast.text), { ...toast, id }]);
  }, []);
  const close = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  const closers = useMemo(() => new Map(toasts.map((t) => [t.id, () => close(t.id)])), [toasts, close]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className="toasts" aria-label="Meldungen">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={closers.get(toast.id) as () => void} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Shows a message as a toast. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}
