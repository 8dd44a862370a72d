import type { FormContext, ProductFormFailure, ProductFormField } from '@futterkompass/domain';
import { useEffect, useRef, useState } from 'react';
import { type Binding, labelOf } from './binding';
import type { useProductDraft } from './use-product-draft';

/**
 * The steps' view of the form: each control's value, label, error and ref (`bind`), the rule a
 * field broke (`failure`), and where the focus goes after the next render: a field that broke a
 * rule, or the heading of the view (`focusNext`, looked up inside `view`).
 */
export function useFormBinding(d: ReturnType<typeof useProductDraft>, context: FormContext) {
  const { values } = d.draft;
  const [failure, setFailure] = useState<ProductFormFailure | null>(null);
  const refs = useRef<Partial<Record<ProductFormField, HTMLElement | null>>>({});
  const view = useRef<HTMLDivElement>(null);
  const focusNext = useRef<ProductFormField | 'heading' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'heading') view.current?.querySelector<HTMLElement>('h2')?.focus();
    else refs.current[target]?.focus();
  });

  const set: Binding['set'] = (field, value) => {
    d.setField(field, value);
    setFailure((current) => (current?.field === field ? null : current));
  };
  const control = (field: ProductFormField) => ({
    ref: (element: HTMLElement | null) => {
      refs.current[field] = element;
    },
    error: failure?.field === field ? failure.message : null,
  });
  const bind: Binding = {
    values,
    context,
    set,
    text: (field, required = false) => ({
      ...control(field),
      label: labelOf(field, required),
      value: values[field],
      onValue: (value) => set(field, value),
      ...(required && { required }),
    }),
    list: (field, required = false) => ({
      ...control(field),
      legend: labelOf(field, required),
      values: values[field],
      onValues: (chosen) => set(field, chosen),
    }),
  };
  return {
    bind,
    view,
    setFailure,
    focus(target: ProductFormField | 'heading') {
      focusNext.current = target;
    },
  };
}
