import { allergenLabel } from '@futterkompass/domain';
import { usePets } from '../pets/pets-state';
import { useCatalogQuery } from './catalog-state';

/**
 * With an active animal that has allergies: what the list keeps out for it, and "Unklare anzeigen"
 * (`showUnclear=true`), which shows the products whose label may hide an allergy, marked on their
 * cards. Products that contain one never show.
 */
export function AllergyShield() {
  const { active } = usePets();
  const { query, update } = useCatalogQuery();
  if (!active || active.allergies.length === 0) return null;
  const names = active.allergies.map(allergenLabel).join(', ');
  return (
    <div className="allergy-shield">
      <p>
        <strong>Für {active.name} ausgeblendet:</strong> Produkte mit {names}
        {query.showUnclear ? '.' : ' und solche, deren Deklaration es verbergen könnte.'}
      </p>
      <label className="unclear-toggle">
        <input
          type="checkbox"
          checked={query.showUnclear === true}
          onChange={(e) => {
            const { showUnclear: _shown, ...rest } = query;
            update(e.target.checked ? { ...rest, showUnclear: true } : rest);
          }}
        />
        Unklare anzeigen
      </label>
    </div>
  );
}
