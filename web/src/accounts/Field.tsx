import { forwardRef, type InputHTMLAttributes, useId } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** The rule this field broke, shown under it and announced with it. */
  error?: string | null;
  hint?: string;
}

/** A labelled text input with its error next to it (aria-invalid, aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, value, onValue, error, hint, ...input },
  ref,
) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
});

/** A form's outcome: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  return (
    <p className={`form-message form-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
