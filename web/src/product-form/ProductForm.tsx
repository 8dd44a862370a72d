import {
  checkProductForm,
  checkProductFormStep,
  FORM_STEPS,
  type FormContext,
  type FormStep,
  type FormVariant,
  IMAGE_FIELDS,
  PRODUCT_FORM_MESSAGES as M,
  type ProductFormFailure,
  type ProductFormField,
  productPath,
  stepOf,
} from '@futterkompass/domain';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '../accounts/Field';
import { describeFailure } from '../accounts/failure';
import { AnalysisStep } from './AnalysisStep';
import { type BrandChoice, productFormApi, type SavedProduct } from './api';
import { BrandDialog } from './BrandDialog';
import { type Binding, labelOf } from './binding';
import { CompositionStep } from './CompositionStep';
import { GeneralStep } from './GeneralStep';
import { PhotosStep } from './PhotosStep';
import { type Draft, NEW_PRODUCT_DRAFT, useProductDraft } from './use-product-draft';

const STEP_TITLES: Record<FormStep, string> = {
  1: 'Allgemeines & Verpackung',
  2: 'Analyse & Futtermenge',
  3: 'Zusammensetzung',
  4: 'Fotos',
};

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
  const [failure, setFailure] = useState<ProductFormFailure | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [brandDialog, setBrandDialog] = useState(false);
  const [saved, setSaved] = useState<(SavedProduct & { name: string }) | null>(null);
  const refs = useRef<Partial<Record<ProductFormField, HTMLElement | null>>>({});
  const view = useRef<HTMLDivElement>(null);
  /** Where the focus goes after the next render: a field that broke a rule, or the view's heading. */
  const focusNext = useRef<ProductFormField | 'heading' | null>(null);
  const context = useMemo<FormContext>(
    () => (variant === 'edit' ? { variant, stored: loaded.values } : { variant }),
    [variant, loaded],
  );

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

  const fail = (broken: ProductFormFailure) => {
    setFailure(broken);
    setMessage({ kind: 'error', text: broken.message });
    d.setStep(stepOf(broken.field));
    focusNext.current = broken.field;
  };
  const goTo = (next: FormStep) => {
    setFailure(null);
    setMessage(null);
    d.setStep(next);
    focusNext.current = 'heading';
  };

  const save = async () => {
    const broken = checkProductForm(values, context);
    if (broken) return fail(broken);
    setBusy(true);
    setMessage(null);
    try {
      const product = productId
        ? await productFormApi.update(productId, rev, values)
        : await productFormApi.create(values);
      const brand = brands.find((b) => b._id === values.brand)?.name ?? '';
      d.saved(productId ? { ...d.draft, step: 1, rev: product.rev } : loaded);
      setSaved({ ...product, name: `${brand} ${product.series}` });
      focusNext.current = 'heading';
    } catch (error) {
      const described = describeFailure(error, M.saveFailed, M.saveNetworkError);
      if (described.field && described.field in values)
        fail({ field: described.field as ProductFormField, message: described.message });
      else setMessage({ kind: 'error', text: described.message });
    } finally {
      setBusy(false);
    }
  };

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
    if (step === 4) return void save();
    const broken = checkProductFormStep(values, step, context);
    if (broken) fail(broken);
    else goTo((step + 1) as FormStep);
  };

  if (saved)
    return (
      <div ref={view} className="form-card form-success">
        <h2 tabIndex={-1}>Produkt gespeichert</h2>
        <p role="status">„{saved.name}“ ist gespeichert und erscheint in Kürze in der Produktsuche.</p>
        <div className="button-row">
          <Link className="button" to={productPath(saved.urlExtension)}>
            Zum Produkt
          </Link>
          <button type="button" className="button button-secondary" onClick={() => setSaved(null)}>
            {productId ? 'Weiter bearbeiten' : 'Weiteres Produkt eintragen'}
          </button>
        </div>
      </div>
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
      <ol className="form-steps">
        {FORM_STEPS.map((s) => (
          <li
            key={s}
            className={s === step ? 'is-current' : s < step ? 'is-done' : ''}
            aria-current={s === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {s}
            </span>
            <span className="step-title">
              <span className="visually-hidden">Schritt {s} von 4: </span>
              {STEP_TITLES[s]}
            </span>
          </li>
        ))}
      </ol>
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
          <button type="submit" className="button" disabled={busy}>
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
          set('brand', brand._id);
          setMessage({ kind: 'success', text: existed ? M.brandExisted(brand.name) : M.brandCreated });
        }}
      />
    </div>
  );
}
