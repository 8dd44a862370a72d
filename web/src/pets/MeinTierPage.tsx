import { allergenLabel, PET_LIMITS, petFacts } from '@futterkompass/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useSession } from '../state/session';
import { listFor, newPetId } from './household-links';
import { PetForm } from './PetForm';
import { usePets } from './pets-state';
import './pets.css';

/** "Mein Tier": the household's animals, one active; the list and product pages follow it. */
export default function MeinTierPage() {
  const { household, save } = usePets();
  const { signedIn } = useSession();
  const [editing, setEditing] = useState<string | null>(null);
  const { pets, activeId } = household;

  return (
    <div className="pets-page">
      <Breadcrumb trail={[{ label: 'Mein Tier' }]} />
      <h1>Mein Tier</h1>
      <p className="pets-intro">
        Für wen suchst du? Mit deinem Tier zeigt die Futtersuche, was jedes Futter pro Tag kostet, und lässt
        Futter mit seinen Allergenen weg.{' '}
        {signedIn
          ? 'Deine Tiere sind in deinem Konto gespeichert.'
          : 'Deine Tiere bleiben in diesem Browser; mit einem Konto nimmst du sie mit.'}{' '}
        Angaben zu deinem Tier geben wir an niemanden weiter.
      </p>
      {pets.length > 0 && (
        <ul className="pets-list" aria-label="Deine Tiere">
          {pets.map((pet) => (
            <li key={pet.id} className={pet.id === activeId ? 'pet-item active' : 'pet-item'}>
              {editing === pet.id ? (
                <PetForm
                  pet={pet}
                  onCancel={() => setEditing(null)}
                  onSave={async (changed) => {
                    await save({
                      pets: pets.map((p) => (p.id === pet.id ? { ...changed, id: pet.id } : p)),
                      activeId,
                    });
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <div className="pet-summary">
                    <h2>
                      {pet.name}
                      {pet.id === activeId && <span className="pet-active-badge">aktiv</span>}
                    </h2>
                    <p>{petFacts(pet)}</p>
                    <p className="hint">
                      {pet.allergies.length > 0
                        ? `Allergien: ${pet.allergies.map(allergenLabel).join(', ')}`
                        : 'Keine Allergien angegeben'}
                    </p>
                  </div>
                  <div className="button-row">
                    {pet.id === activeId ? (
                      <Link className="button" to={listFor(pet)}>
                        Futter für {pet.name} suchen
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="button"
                        onClick={() => void save({ pets, activeId: pet.id })}
                      >
                        {pet.name} auswählen
                      </button>
                    )}
                    <button type="button" className="button-secondary" onClick={() => setEditing(pet.id)}>
                      Bearbeiten
                    </button>
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => void save({ pets: pets.filter((p) => p.id !== pet.id), activeId })}
                    >
                      Entfernen
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {pets.length < PET_LIMITS.pets && editing === null && (
        <PetForm
          pet={null}
          onSave={async (pet) => {
            const id = newPetId();
            await save({ pets: [...pets, { ...pet, id }], activeId: id });
          }}
        />
      )}
    </div>
  );
}
