import {
  PRODUCT_FORM_MESSAGES as M,
  type ProductFormFailure,
  type ProductFormField,
} from '@futterkompass/domain';
import { useState } from 'react';
import { describeFailure } from '../accounts/failure';
import { type BrandChoice, productFormApi, type SavedProduct } from './api';
import type { Draft, useProductDraft } from './use-product-draft';

export type FormMessage = { kind: 'error' | 'success'; text: string };

/**
 * Saving the checked form: create or update (at the revision it was loaded at), then the saved
 * view; a field the server names is failed at its step (`fail`), anything else is a message.
 */
export function useSaveProduct({
  d,
  productId,
  loaded,
  brands,
  fail,
  setMessage,
  onSaved,
}: {
  d: ReturnType<typeof useProductDraft>;
  productId: string | null;
  loaded: Draft;
  brands: readonly BrandChoice[];
  fail(failure: ProductFormFailure): void;
  setMessage(message: FormMessage | null): void;
  /** Called as the saved view replaces the form (for the focus). */
  onSaved(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<(SavedProduct & { name: string }) | null>(null);
  const { values, rev } = d.draft;

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const product = productId
        ? await productFormApi.update(productId, rev, values)
        : await productFormApi.create(values);
      const brand = brands.find((b) => b._id === values.brand)?.name ?? '';
      d.saved(productId ? { ...d.draft, step: 1, rev: product.rev } : loaded);
      setSaved({ ...product, name: `${brand} ${product.series}` });
      onSaved();
    } catch (error) {
      const described = describeFailure(error, M.saveFailed, M.saveNetworkError);
      if (described.field && described.field in values)
        fail({ field: described.field as ProductFormField, message: described.message });
      else setMessage({ kind: 'error', text: described.message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, save, leaveSaved: () => setSaved(null) };
}
