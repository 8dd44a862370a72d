import { IMAGE_FIELDS } from '@futterkompass/domain';
import { productFormApi } from './api';
import type { Binding } from './binding';
import { ImageUpload } from './ImageUpload';

/** Step 4: three optional photos (front, contents 1, contents 2). */
export function PhotosStep({
  bind,
  imageUrls,
  product,
  onUploaded,
  onRevision,
}: {
  bind: Binding;
  imageUrls: Record<string, string>;
  product: { _id: string; rev: number } | null;
  onUploaded(name: string, url: string): void;
  onRevision(rev: number): void;
}) {
  return (
    <section className="form-card" aria-labelledby="step4-photos">
      <h2 id="step4-photos" tabIndex={-1}>
        Fotos
      </h2>
      <p className="form-hint">
        Alle Fotos sind freiwillig. Sie werden sofort hochgeladen und mit dem Produkt gespeichert.
      </p>
      <div className="image-grid">
        {IMAGE_FIELDS.map((field) => {
          const name = bind.values[field];
          return (
            <ImageUpload
              key={field}
              field={field}
              name={name}
              url={imageUrls[name]}
              product={product}
              onUploaded={(uploaded, url) => {
                onUploaded(uploaded, url);
                bind.set(field, uploaded);
                // The replaced file goes if nothing uses it (the server checks); a stored product's
                // image stays until the edit is saved. Best effort: a file left behind only takes room.
                if (name) productFormApi.deleteImage(name).catch(() => undefined);
              }}
              onDeleted={(rev) => {
                bind.set(field, '');
                if (rev !== undefined) onRevision(rev);
              }}
            />
          );
        })}
      </div>
    </section>
  );
}
