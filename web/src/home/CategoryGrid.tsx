import {
  ANIMALS,
  type Animal,
  defaultCatalogQuery,
  ROUTES,
  serializeCatalogQuery,
  TYPE1,
  type Type1,
} from '@futterkompass/domain';
import { Link } from 'react-router-dom';

const FOR: Record<Animal, string> = { dog: 'Für Hunde', cat: 'Für Katzen' };

/** The list of one animal and one food type, as the list's URL writes it. */
export const categoryUrl = (animal: Animal, type: Type1) =>
  `${ROUTES.products}?${serializeCatalogQuery({ ...defaultCatalogQuery(), animal: [animal], type1: [type] })}`;

/** Entry points by animal and food type, as shops have them: each opens the list so filtered. */
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
                  <Link to={categoryUrl(animal, type)}>{TYPE1.label(type)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
