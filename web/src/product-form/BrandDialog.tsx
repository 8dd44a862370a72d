import { BRAND_NAME_MAX_LENGTH, checkBrandName, PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { type FormEvent, useState } from 'react';
import { Field, FormMessage } from '../accounts/Field';
import { describeFailure } from '../accounts/failure';
import { ApiError } from '../api/http';
import { Dialog } from '../ui/Dialog';
import { type BrandChoice, productFormApi } from './api';

/**
 * The 'Marke hinzufügen' popup. A brand that exists already (in any case) is chosen instead of
 * created twice; either way the form's brand field gets it.
 */
export function BrandDialog({
  open,
  onClose,
  onBrand,
}: {
  open: boolean;
  onClose(): void;
  onBrand(brand: BrandChoice, existed: boolean): void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkBrandName(name);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      onBrand(await productFormApi.addBrand(name), false);
      close();
    } catch (failure) {
      const existing =
        failure instanceof ApiError && (failure.body as { brand?: BrandChoice } | undefined)?.brand;
      if (existing) {
        onBrand(existing, true);
        close();
      } else setError(describeFailure(failure, M.brandFailed).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title="Marke hinzufügen" onClose={close}>
      <form className="brand-form" onSubmit={submit} noValidate>
        <Field
          label="Name der Marke *"
          value={name}
          onValue={setName}
          error={error}
          maxLength={BRAND_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <FormMessage kind="error">{error}</FormMessage>
        <button className="button" type="submit" disabled={busy}>
          Marke anlegen
        </button>
      </form>
    </Dialog>
  );
}
