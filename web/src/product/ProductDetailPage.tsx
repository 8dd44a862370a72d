import {
  ANIMALS,
  BINDER_SECTION,
  categoryHeading,
  categoryPageOf,
  MESSAGES,
  PAGE_DATA,
  PRODUCT_SECTIONS,
  type ProductPageData,
  productPageHead,
  TYPE1,
} from '@futterkompass/domain';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import NotFoundPage from '../pages/NotFoundPage';
import { AllergenStates } from '../pets/AllergenStates';
import { usePets } from '../pets/pets-state';
import type { ProductCardData } from '../products/ProductCard';
import { useShipping } from '../products/use-shipping';
import { useFirstPageData } from '../render-context';
import { rememberViewed } from '../state/recently-viewed';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { BinderVoteTab } from './BinderVoteTab';
import { DescriptionTab } from './DescriptionTab';
import { FeedingCost } from './FeedingCost';
import { Gallery } from './Gallery';
import { InfoTab } from './InfoTab';
import { BrandQuestionDialog, ReportDialog } from './MessageDialogs';
import { OffersTab } from './OffersTab';
import { PriceAlertForm } from './PriceAlertForm';
import { PriceHistory } from './PriceHistory';
import { ProductSection } from './ProductSection';
import { ProductSummary } from './ProductSummary';
import { ReviewsTab } from './ReviewsTab';
import { SectionNav } from './SectionNav';
import { SimilarProducts } from './SimilarProducts';
import { useProduct } from './use-product';
import './product.css';
import './price-watch.css';

/** Where a missing product leads: a path outside the route table, which shows the 404 page. */
export const MISSING_PRODUCT_PATH = '/produkt-nicht-gefunden';

const [OFFERS, INFO, DESCRIPTION, REVIEWS] = PRODUCT_SECTIONS;

/** The category page a product belongs to: its first animal's page of its type. */
function categoryOf(animals: readonly string[], type: string) {
  const animal = animals.find((a) => ANIMALS.has(a));
  return animal && TYPE1.has(type) ? categoryPageOf(animal, type) : null;
}

/**
 * /produkte/{urlExtension}: one page with all of the product (issue 43). The specification's four
 * tabs are its sections, each with an anchor, and a row of links to them stays in view; the binder
 * vote has its section without a link there. The old tab addresses (?tab=) redirect to the anchors.
 */
export default function ProductDetailPage() {
  const { urlExtension = '' } = useParams();
  const { state, reload } = useProduct(urlExtension);
  const pageData = useFirstPageData(PAGE_DATA.product) as ProductPageData | null;
  const similar =
    pageData && 'similar' in pageData && pageData.urlExtension === urlExtension
      ? ((pageData.similar ?? null) as ProductCardData[] | null)
      : null;
  const shipping = useShipping();
  const { activeAnimal } = usePets();
  const [dialog, setDialog] = useState<'report' | 'brand' | null>(null);
  const productId = state.kind === 'found' ? state.product._id : null;
  const ratingCount = state.kind === 'found' ? state.product.ratingCount : 0;
  const sections = useMemo(
    () =>
      PRODUCT_SECTIONS.map((s) => (s.id === REVIEWS.id ? { ...s, label: `${s.label} (${ratingCount})` } : s)),
    [ratingCount],
  );

  // The title the server sent with the page: taking it over must not change it.
  const title = state.kind === 'found' ? productPageHead(state.product).title : null;
  useEffect(() => {
    if (productId) rememberViewed(productId);
  }, [productId]);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  const openBinderVote = () => {
    const section = document.getElementById(BINDER_SECTION.id);
    section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  };

  if (state.kind === 'missing' && state.answered) return <NotFoundPage message={state.message} />;
  if (state.kind === 'missing')
    return <Navigate to={MISSING_PRODUCT_PATH} replace state={{ message: state.message }} />;
  if (state.kind === 'loading') return <LoadingOverlay text="Lade Produktdaten..." />;
  if (state.kind === 'failed')
    return (
      <p role="alert" className="alert alert-error">
        {MESSAGES.productInfoError}
      </p>
    );

  const p = state.product;
  const fullName = `${p.brand.name} ${p.series}`;
  const unit = p.bestOffer?.unit ?? p.variants[0]?.unit ?? 'g';
  const category = categoryOf(p.animal, p.type1);
  return (
    <article className="product-page">
      <Breadcrumb
        trail={[
          ...(category ? [{ label: categoryHeading(category), to: category.path }] : []),
          { label: fullName },
        ]}
      />
      {/* The summary comes first: on a phone name, price and best offer are above the fold, the
          picture below them; wide screens put the picture on the left (product.css). */}
      <div className="product-top">
        <ProductSummary
          product={p}
          shipping={shipping}
          onReport={() => setDialog('report')}
          onAskBrand={() => setDialog('brand')}
        />
        <Gallery images={[p.imageFront, p.imageContent1, p.imageContent2]} name={fullName} />
      </div>
      <AllergenStates product={p} />
      <FeedingCost
        key={JSON.stringify(activeAnimal)}
        animals={p.animal}
        kcalPer100g={p.energyKcal}
        best={(shipping === 'included' && p.bestDeliveredOffer) || p.bestOffer}
        shipping={shipping}
        suggested={p.suggestedAmount}
        animal={activeAnimal}
      />
      <SectionNav sections={sections} />
      <ProductSection id={OFFERS.id} title={OFFERS.label}>
        <OffersTab
          offers={p.variants}
          bestId={(shipping === 'included' ? p.bestDeliveredOffer : p.bestOffer)?._id ?? null}
          shipping={shipping}
          maxAgeHours={p.offerMaxAgeHours}
        />
        <div className="price-watch">
          <PriceHistory productId={p._id} unit={unit} />
          <PriceAlertForm productId={p._id} unit={unit} />
        </div>
      </ProductSection>
      <ProductSection id={INFO.id} title={INFO.label}>
        <InfoTab product={p} onBinderVote={openBinderVote} />
      </ProductSection>
      <ProductSection id={DESCRIPTION.id} title={DESCRIPTION.label}>
        <DescriptionTab product={p} />
      </ProductSection>
      <ProductSection id={REVIEWS.id} title={`${REVIEWS.label} (${p.ratingCount})`}>
        <ReviewsTab
          key={p._id}
          product={p}
          reviewCount={state.reviewCount}
          onMoreReviews={reload}
          onSaved={reload}
        />
      </ProductSection>
      <ProductSection id={BINDER_SECTION.id} title="Bindemittel-Abstimmung" headed={false}>
        <BinderVoteTab product={p} onSaved={reload} />
      </ProductSection>
      <SimilarProducts product={p} rendered={similar} />
      <ReportDialog open={dialog === 'report'} onClose={() => setDialog(null)} product={p} />
      {p.brand.contactable && (
        <BrandQuestionDialog open={dialog === 'brand'} onClose={() => setDialog(null)} product={p} />
      )}
    </article>
  );
}
