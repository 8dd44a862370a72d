import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  type ImageField,
  PRODUCT_FORM_MESSAGES as M,
} from '@futterkompass/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { FormMessage } from '../accounts/Field';
import { describeFailure } from '../accounts/failure';
import { NO_IMAGE } from '../products/images';
import { productFormApi } from './api';
import { labelOf } from './binding';

interface ImageUploadProps {
  field: ImageField;
  /** The stored name, '' when there is none. */
  name: string;
  url: string | undefined;
  /** The edited product at the revision loaded; without, the image belongs to no product yet. */
  product: { _id: string; rev: number } | null;
  onUploaded(name: string, url: string): void;
  /** The image is gone; `rev` is the product's new revision when it was taken off the product. */
  onDeleted(rev: number | undefined): void;
}

/** One optional photo: choose a file (uploaded at once, checked by the server), preview, delete. */
export function ImageUpload({ field, name, url, product, onUploaded, onDeleted }: ImageUploadProps) {
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = labelOf(field);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > IMAGE_MAX_BYTES) {
      setError(M.imageTooLarge);
      input.value = '';
      return;
    }
    setBusy(M.imageUploading);
    try {
      const uploaded = await productFormApi.uploadImage(file);
      onUploaded(uploaded.name, uploaded.url);
    } catch (failure) {
      setError(describeFailure(failure, M.imageUploadFailed).message);
    } finally {
      setBusy(null);
      input.value = '';
    }
  };

  const remove = async () => {
    setError(null);
    setBusy('Lösche Bild...');
    try {
      onDeleted((await productFormApi.deleteImage(name, product ?? undefined)).rev);
    } catch (failure) {
      setError(describeFailure(failure, M.imageDeleteFailed).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="image-upload">
      <label htmlFor={id}>{label}</label>
      <div className="image-preview">
        {name ? (
          <img src={url ?? NO_IMAGE} alt={`Vorschau: ${label}`} />
        ) : (
          <span className="form-hint">Kein Bild</span>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={choose}
        disabled={!!busy}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="form-hint">
        PNG, JPG, GIF oder SVG, höchstens 5 MB.
      </p>
      {busy && <p role="status">{busy}</p>}
      {name && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={remove}
          disabled={!!busy}
        >
          Bild löschen
        </button>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
