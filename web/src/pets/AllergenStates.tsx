import { allergenStatesOf, type Declaration, ROUTES } from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { usePets } from './pets-state';
import './feeding.css';

const STATE_TEXT = { enthalten: 'enthalten', unklar: 'unklar', frei: 'frei' } as const;

/**
 * The product page's allergen states for the active animal: per allergy its state and the label
 * term that decided it (the same reading as the list's filter, domain allergens/shield.ts).
 */
export function AllergenStates({
  product,
}: {
  product: {
    description: string;
    declaration: string | null;
    animalComponents: string[];
    elements: string[];
  };
}) {
  const { active } = usePets();
  if (!active || active.allergies.length === 0) return null;
  const states = allergenStatesOf(
    { ...product, declaration: (product.declaration ?? undefined) as Declaration | undefined },
    active.allergies,
  );
  return (
    <section className="allergen-states" aria-labelledby="allergen-states-title">
      <h2 id="allergen-states-title">Allergene für {active.name}</h2>
      <ul>
        {states.map(({ family, label, finding }) => (
          <li key={family}>
            {label}: <span className={`allergen-state-${finding.state}`}>{STATE_TEXT[finding.state]}</span>
            {finding.term && <span className="hint"> ({finding.term})</span>}
          </li>
        ))}
      </ul>
      <p className="hint">
        „unklar“: die Deklaration ist geschlossen oder nennt einen Sammelbegriff, der es enthalten kann.{' '}
        <Link to={ROUTES.pets}>Mein Tier bearbeiten</Link>
      </p>
    </section>
  );
}
