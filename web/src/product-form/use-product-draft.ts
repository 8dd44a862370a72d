import {
  emptyProductForm,
  FORM_STEPS,
  type FormStep,
  isListField,
  type ProductFormValues,
} from '@futterkompass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../storage';

/** What the form keeps of one product until it is saved. */
export interface Draft {
  values: ProductFormValues;
  step: FormStep;
  /** The revision the values were loaded at: a save names it (0 for a new product). */
  rev: number;
  /** Addresses of the images shown, by stored name (uploads answer them, the edit load too). */
  imageUrls: Record<string, string>;
}

/** The draft of a product that does not exist yet. */
export const NEW_PRODUCT_DRAFT = 'neu';

const FIELDS = Object.keys(emptyProductForm());
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function isValues(value: unknown): value is ProductFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((f) => (isListField(f) ? isStrings(record[f]) : typeof record[f] === 'string'));
}

function isDraft(value: unknown): value is Draft {
  const d = value as Partial<Draft> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    isValues(d.values) &&
    FORM_STEPS.includes(d.step as FormStep) &&
    typeof d.rev === 'number' &&
    typeof d.imageUrls === 'object' &&
    d.imageUrls !== null &&
    Object.values(d.imageUrls).every((u) => typeof u === 'string')
  );
}

const isDrafts = (value: unknown): value is Record<string, Draft> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isDraft);

const readDrafts = () => readJson(STORAGE_KEYS.productDrafts, {}, isDrafts);

function storeDraft(key: string, draft: Draft | null) {
  const { [key]: _old, ...others } = readDrafts();
  const next = draft ? { ...others, [key]: draft } : others;
  if (Object.keys(next).length) writeJson(STORAGE_KEYS.productDrafts, next);
  else removeKey(STORAGE_KEYS.productDrafts);
}

/**
 * The form's state, kept in browser storage from the first change until it is saved: a reload, a
 * failed call or a closed tab lose nothing. A stored draft wins over the loaded product; it keeps
 * the revision it was begun at, so that a save over someone else's later change is refused.
 */
export function useProductDraft(key: string, loaded: Draft) {
  const [restored, setRestored] = useState(() => readDrafts()[key] ?? null);
  const [draft, setDraft] = useState<Draft>(restored ?? loaded);
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) storeDraft(key, draft);
  }, [key, draft]);

  const update = useCallback((change: (d: Draft) => Draft) => {
    changed.current = true;
    setDraft(change);
  }, []);

  return {
    draft,
    /** A draft from an earlier visit was restored (the form says so and offers to discard it). */
    restored: restored !== null,
    setField: useCallback(
      <F extends keyof ProductFormValues>(field: F, value: ProductFormValues[F]) =>
        update((d) => ({ ...d, values: { ...d.values, [field]: value } })),
      [update],
    ),
    setValues: useCallback((values: ProductFormValues) => update((d) => ({ ...d, values })), [update]),
    setStep: useCallback((step: FormStep) => update((d) => ({ ...d, step })), [update]),
    setRev: useCallback((rev: number) => update((d) => ({ ...d, rev })), [update]),
    addImageUrl: useCallback(
      (name: string, url: string) => update((d) => ({ ...d, imageUrls: { ...d.imageUrls, [name]: url } })),
      [update],
    ),
    /** Back to the product as loaded; the stored draft is gone. */
    discard: useCallback(() => {
      changed.current = false;
      storeDraft(key, null);
      setRestored(null);
      setDraft(loaded);
    }, [key, loaded]),
    /** Saved: the draft is no longer needed; the form goes on from `next`. */
    saved: useCallback(
      (next: Draft) => {
        changed.current = false;
        storeDraft(key, null);
        setRestored(null);
        setDraft(next);
      },
      [key],
    ),
  };
}

export type ProductDraft = ReturnType<typeof useProductDraft>;
