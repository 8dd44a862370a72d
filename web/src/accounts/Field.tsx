import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FrameProps {
  label: string;
  /** The rule this field broke, shown under it and announced with it. */
  error?: string | null | undefined;
  hint?: string | undefined;
}

/** Label, hint and error around one control; the control gets the ids it must point to. */
function FieldFrame({
  label,
  error,
  hint,
  children,
}: FrameProps & {
  children(control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error && { 'aria-invalid': true as const }),
        ...(described && { 'aria-describedby': described }),
      })}
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
}

interface FieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string;
  onValue(value: string): void;
}

/** A labelled text input with its error next to it (aria-invalid, aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, value, onValue, error, hint, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <input ref={ref} value={value} onChange={(e) => onValue(e.target.value)} {...control} {...input} />
      )}
    </FieldFrame>
  );
});

interface TextAreaFieldProps
  extends FrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  value: string;
  onValue(value: string): void;
}

/** A labelled multi-line input, like Field. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, value, onValue, error, hint, ...textarea },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          ref={ref}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          {...control}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
});

interface SelectFieldProps
  extends FrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  value: string;
  onValue(value: string): void;
  /** The first, empty choice ('Bitte wählen'). */
  placeholder: string;
  /** Plain texts (value and label alike), or codes with their German labels. */
  options: readonly (string | { value: string; label: string })[];
}

/** A labelled select, like Field. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, value, onValue, error, hint, placeholder, options, ...select },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <select ref={ref} value={value} onChange={(e) => onValue(e.target.value)} {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value: code, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={code} value={code}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
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
