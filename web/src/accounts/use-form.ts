import { useCallback, useRef, useState } from 'react';
import { describeFailure } from './failure';

/**
 * The state of one form: its values (kept on every error), the field a rule or the server
 * named, the message shown above the button, and a busy flag while the call runs.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [fieldError, setFieldError] = useState<{ field: F; message: string } | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const set = useCallback(
    (field: F) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setFieldError((current) => (current?.field === field ? null : current));
    },
    [],
  );

  /** Shows a rule's message at its field and moves the focus there. */
  const failField = useCallback((field: F, text: string) => {
    setFieldError({ field, message: text });
    setMessage({ kind: 'error', text });
    refs.current[field]?.focus();
  }, []);

  const errorOf = (field: F) => (fieldError?.field === field ? fieldError.message : null);
  const ref = (field: F) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  /** What ties a Field (or SelectField, TextAreaField) to one of the form's values. */
  const field = (name: F) => ({
    ref: ref(name),
    value: values[name],
    onValue: set(name),
    error: errorOf(name),
  });

  /** A failed call: its message at the field the server named, if the form has it, else above the button. */
  const showFailure = (error: unknown, fallback: string) => {
    const failed = describeFailure(error, fallback);
    if (failed.field !== undefined && Object.hasOwn(values, failed.field))
      failField(failed.field as F, failed.message);
    else setMessage({ kind: 'error', text: failed.message });
  };

  return {
    values,
    setValues,
    set,
    errorOf,
    ref,
    field,
    failField,
    showFailure,
    message,
    setMessage,
    busy,
    setBusy,
    clearErrors: () => {
      setFieldError(null);
      setMessage(null);
    },
  };
}
