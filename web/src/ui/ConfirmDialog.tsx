import { Dialog } from './Dialog';

/**
 * The page's own confirmation instead of the browser's confirm(): the question, the action named
 * on its button, and 'Abbrechen', which is also what ×, Escape and a click beside it mean.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Abbrechen
          </button>
          <button
            type="button"
            className={`button${danger ? ' button-danger' : ''}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
}
