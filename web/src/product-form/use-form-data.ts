import { emptyProductForm, type FormVariant } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { isSignedOutAnswer } from '../api/http';
import { type BrandChoice, productFormApi } from './api';
import type { Draft } from './use-product-draft';

export type FormLoad =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'signedOut' }
  | { kind: 'ready'; brands: BrandChoice[]; loaded: Draft; productId: string | null };

const EMPTY: Draft = { values: emptyProductForm(), step: 1, rev: 0, imageUrls: {} };

/** The brands to choose from and, for an edit, the product as stored. */
export function useFormData(variant: FormVariant, urlExtension: string): FormLoad {
  const [state, setState] = useState<FormLoad>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    Promise.all([
      productFormApi.brands(),
      variant === 'edit' ? productFormApi.load(urlExtension) : null,
    ]).then(
      ([brands, product]) => {
        if (!active) return;
        setState({
          kind: 'ready',
          brands,
          loaded: product
            ? { values: product.product, step: 1, rev: product.rev, imageUrls: product.imageUrls }
            : EMPTY,
          productId: product?._id ?? null,
        });
      },
      (error: unknown) => {
        if (!active) return;
        const status = (error as { status?: number }).status;
        setState({ kind: isSignedOutAnswer(error) ? 'signedOut' : status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [variant, urlExtension]);
  return state;
}
