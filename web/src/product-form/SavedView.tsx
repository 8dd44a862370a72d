import { productPath } from '@futterkompass/domain';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';

/** After a save: what was saved, the way to it, and back to the form. */
export function SavedView({
  view,
  name,
  urlExtension,
  editing,
  onContinue,
}: {
  view: Ref<HTMLDivElement>;
  name: string;
  urlExtension: string;
  editing: boolean;
  onContinue(): void;
}) {
  return (
    <div ref={view} className="form-card form-success">
      <h2 tabIndex={-1}>Produkt gespeichert</h2>
      <p role="status">„{name}“ ist gespeichert und erscheint in Kürze in der Produktsuche.</p>
      <div className="button-row">
        <Link className="button" to={productPath(urlExtension)}>
          Zum Produkt
        </Link>
        <button type="button" className="button button-secondary" onClick={onContinue}>
          {editing ? 'Weiter bearbeiten' : 'Weiteres Produkt eintragen'}
        </button>
      </div>
    </div>
  );
}
