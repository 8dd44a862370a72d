import {
  checkProductForm,
  checkProductFormStep,
  type FormContext,
  type FormStep,
  type FormVariant,
  IMAGE_FIELDS,
  PRODUCT_FORM_MESSAGES as M,
  type ProductFormFailure,
  stepOf,
} from '@futterkompass/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { FormMessage } from '../accounts/Field';
import { AnalysisStep } from './AnalysisStep';
import { type BrandChoice, productFormApi } from './api';
import { BrandDialog } from './BrandDialog';
import { CompositionStep } from './CompositionStep';
import { FormSteps } from './FormSteps';
import { GeneralStep } from './GeneralStep';
import { PhotosStep } from './PhotosStep';
import { SavedView } from './SavedView';
import { useFormBinding } from './use-form-binding';
import { type Draft, NEW_PRODUCT_DRAFT, useProductDraft } from './use-product-draft';
import { type FormMessage as Message, useSaveProduct } from './use-save-product';

const byName = new Intl.Collator('de', { sensitivity: 'base' });

interface ProductFormProps {
  variant: FormVariant;
  brands: readonly BrandChoice[];
  /** The product as loaded (edit), or the empty form (create). */
  loaded: Draft;
  /** The edited product's id; null for a new product. */
  productId: string | null;
}

/**
 * The four-step product form. Each step is checked with the domain rules before the next one
 * opens; the server checks all of them again and a field it names opens its step. What is typed
 * lives in the draft until it is saved.
 */
export function ProductForm({ variant, brands: loadedBrands, loaded, productId }: ProductFormProps) {
  const d = useProductDraft(productId ?? NEW_PRODUCT_DRAFT, loaded);
  const { values, step, rev, imageUrls } = d.draft;
  const [brands, setBrands] = useState(loadedBrands);
  const [message, setMessage] = useState<Message | null>(null);
  const [brandDialog, setBrandDialog] = useState(false);
  const context = useMemo<FormContext>(
    () => (variant === 'edit' ? { variant, stored: loaded.values } : { variant }),
    [variant, loaded],
  );
  const { bind, view, setFailure, focus } = useFormBinding(d, context);

  const fail = (broken: ProductFormFailure) => {
    setFailure(broken);
    setMessage({ kind: 'error', text: broken.message });
    d.setStep(stepOf(broken.field));
    focus(broken.field);
  };
  const goTo = (next: FormStep) => {
    setFailure(null);
    setMessage(null);
    d.setStep(next);
    focus('heading');
  };
  const saving = useSaveProduct({
    d,
    productId,
    loaded,
    brands,
    fail,
    setMessage,
    onSaved: () => focus('heading'),
  });

  /** Back to the product as loaded; photos uploaded for the discarded draft go (best effort). */
  const discard = () => {
    for (const field of IMAGE_FIELDS) {
      const name = values[field];
      if (name && name !== loaded.values[field]) productFormApi.deleteImage(name).catch(() => undefined);
    }
    d.discard();
  };

  // Enter in a field and the main button both go on: to the next step, or save on the last.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken =
      step === 4 ? checkProductForm(values, context) : checkProductFormStep(values, step, context);
    if (broken) return fail(broken);
    if (step < 4) return goTo((step + 1) as FormStep);
    void saving.save();
  };

  if (saving.saved)
    return (
      <SavedView
        view={view}
        name={saving.saved.name}
        urlExtension={saving.saved.urlExtension}
        editing={!!productId}
        onContinue={saving.leaveSaved}
      />
    );

  return (
    <div ref={view}>
      {d.restored && (
        <div className="draft-notice">
          <p role="status">{M.draftRestored}</p>
          <button type="button" className="link-button" onClick={discard}>
            Eingaben verwerfen
          </button>
        </div>
      )}
      <FormSteps step={step} />
      <form className="product-form" onSubmit={submit} noValidate>
        {step === 1 && <GeneralStep bind={bind} brands={brands} onAddBrand={() => setBrandDialog(true)} />}
        {step === 2 && <AnalysisStep bind={bind} />}
        {step === 3 && <CompositionStep bind={bind} />}
        {step === 4 && (
          <PhotosStep
            bind={bind}
            imageUrls={imageUrls}
            product={productId ? { _id: productId, rev } : null}
            onUploaded={d.addImageUrl}
            onRevision={d.setRev}
          />
        )}
        <FormMessage kind={message?.kind ?? 'error'}>{message?.text ?? null}</FormMessage>
        <div className="form-nav">
          {step > 1 && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => goTo((step - 1) as FormStep)}
            >
              Zurück
            </button>
          )}
          <button type="submit" className="button" disabled={saving.busy}>
            {step < 4 ? 'Weiter' : 'Produkt speichern'}
          </button>
        </div>
        <p className="form-hint">* Pflichtfelder</p>
      </form>
      <BrandDialog
        open={brandDialog}
        onClose={() => setBrandDialog(false)}
        onBrand={(brand, existed) => {
          setBrands((list) =>
            list.some((b) => b._id === brand._id)
              ? list
              : [...list, brand].sort((a, b) => byName.compare(a.name, b.name)),
          );
          bind.set('brand', brand._id);
          setMessage({ kind: 'success', text: existed ? M.brandExisted(brand.name) : M.brandCreated });
        }}
      />
    </div>
  );
}
