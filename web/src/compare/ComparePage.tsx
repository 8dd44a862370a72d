import { defaultListPath, type FeedingAnimal, MESSAGES } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import { usePets } from '../pets/pets-state';
import { ShippingChoice } from '../products/ShippingChoice';
import { useShipping } from '../products/use-shipping';
import { useCompareList } from '../state/compare';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { CompareTable } from './CompareTable';
import { FeedingCostForm, type FeedingInput } from './FeedingCostForm';
import { NutrientChart } from './NutrientChart';
import { productName } from './nutrients';
import { useCompareProducts } from './use-compare-products';
import './compare.css';

/** The active animal's figures; without one, cats when every compared product is cat food only. */
const initialFeeding = (products: CompareProduct[], pet: FeedingAnimal | null): FeedingInput =>
  pet
    ? { animal: pet.species, weight: { weightKg: pet.weightKg }, condition: pet.bodyCondition }
    : {
        animal: products.length > 0 && products.every((p) => !p.animal.includes('dog')) ? 'cat' : 'dog',
        weight: { empty: true },
        condition: 'normal',
      };

/** The compare list (spec part 1 section 2): the listed products side by side, removable. */
export default function ComparePage() {
  const compare = useCompareList();
  const shipping = useShipping();
  const { activeAnimal } = usePets();
  const { products, loading, failed } = useCompareProducts(compare.ids, shipping, activeAnimal);
  const [feeding, setFeeding] = useState<FeedingInput | null>(null);
  const [removed, setRemoved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const input = feeding ?? initialFeeding(products, activeAnimal);

  const remove = (product: CompareProduct) => {
    compare.toggle(product._id);
    setRemoved(`${productName(product)} wurde aus der Vergleichsliste entfernt.`);
    // The pressed button is gone with its column: keep the keyboard on the page.
    heading.current?.focus();
  };

  const content = () => {
    if (compare.ids.length === 0)
      return (
        <div className="compare-empty">
          <p className="empty">{MESSAGES.compareEmpty}</p>
          <Link className="button" to={defaultListPath()}>
            Zur Futtersuche
          </Link>
        </div>
      );
    if (failed)
      return (
        <p role="alert" className="alert alert-error">
          {MESSAGES.compareError}
        </p>
      );
    if (loading) return <LoadingOverlay text="Lade Produktdaten..." />;
    // Every listed product is gone from the catalogue.
    if (products.length === 0) return <p className="empty">{MESSAGES.compareEmpty}</p>;
    return (
      <>
        <FeedingCostForm value={input} onChange={setFeeding} />
        <ShippingChoice />
        <CompareTable products={products} feeding={input} onRemove={remove} />
        <NutrientChart products={products} />
      </>
    );
  };

  return (
    <section className="compare-page">
      <Breadcrumb trail={[{ label: 'Vergleichsliste' }]} />
      <h1 ref={heading} tabIndex={-1}>
        Vergleichsliste
      </h1>
      <p role="status" className="visually-hidden">
        {removed}
      </p>
      {content()}
    </section>
  );
}
