import { ANIMALS, type Animal, categoryPageOf, ROUTES, TYPE1 } from '@futterkompass/domain';
import { Link } from 'react-router-dom';

const FOR: Record<Animal, string> = { dog: 'Für Hunde', cat: 'Für Katzen' };

/**
 * Entry points by animal and food type, as shops have them: each opens its category page
 * (/hund/nassfutter), and every brand is one link further.
 */
export function CategoryGrid() {
  return (
    <section className="category-grid" aria-labelledby="category-grid-title">
      <h2 id="category-grid-title">Futter nach Tier und Art</h2>
      <div className="category-columns">
        {ANIMALS.values.map((animal) => (
          <nav key={animal} className="category-card" aria-label={`${FOR[animal]}: Futterarten`}>
            <h3>{FOR[animal]}</h3>
            <ul>
              {TYPE1.values.map((type) => (
                <li key={type}>
                  <Link to={categoryPageOf(animal, type).path}>{TYPE1.label(type)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="category-brands">
        <Link to={ROUTES.brands}>Alle Marken von A bis Z</Link>
      </p>
    </section>
  );
}
