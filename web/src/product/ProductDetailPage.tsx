import { MESSAGES, productPageHead, productPath, ROUTES } from '@futterkompass/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../pages/Breadcrumb';
import NotFoundPage from '../pages/NotFoundPage';
import { useShipping } from '../products/use-shipping';
import { rememberViewed } from '../state/recently-viewed';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { TabList } from '../ui/TabList';
import { BinderVoteTab } from './BinderVoteTab';
import { DescriptionTab } from './DescriptionTab';
import { FeedingCost } from './FeedingCost';
import { Gallery } from './Gallery';
import { InfoTab } from './InfoTab';
import { BrandQuestionDialog, ReportDialog } from './MessageDialogs';
import { OffersTab } from './OffersTab';
import { PriceAlertForm } from './PriceAlertForm';
import { PriceHistory } from './PriceHistory';
import { ProductSummary } from './ProductSummary';
import { ReviewsTab } from './ReviewsTab';
import { useProduct } from './use-product';
import './product.css';
import './price-watch.css';

/** The visible tabs; the binder vote has a panel but no tab of its own (spec part 1 section 2). */
const TABS = [
  { key: 'preise', label: 'Preisvergleich' },
  { key: 'info', label: 'Produktinformationen' },
  { key: 'beschreibung', label: 'Produkt- & Markenbeschreibung' },
  { key: 'bewertungen', label: 'Bewertungen' },
] as const;
type TabKey = (typeof TABS)[number]['key'] | 'bindemittel';

/** Where a missing product leads: a path outside the route table, which shows the 404 page. */
export const MISSING_PRODUCT_PATH = '/produkt-nicht-gefunden';

export default function ProductDetailPage() {
  const { urlExtension = '' } = useParams();
  const { state, reload } = useProduct(urlExtension);
  const [params, setParams] = useSearchParams();
  const tab = (params.get('tab') as TabKey | null) ?? 'preise';
  const shipping = useShipping();
  const [dialog, setDialog] = useState<'report' | 'brand' | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const productId = state.kind === 'found' ? state.product._id : null;

  // The title the server sent with the page: taking it over must not change it.
  const title = state.kind === 'found' ? productPageHead(state.product).title : null;
  useEffect(() => {
    if (productId) rememberViewed(productId);
  }, [productId]);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // The choice "Preise inkl. Versand" stays when another tab is chosen.
  const tabParams = (key: TabKey) => ({
    ...(key !== 'preise' && { tab: key }),
    ...(shipping === 'included' && { shipping }),
  });
  const select = (key: TabKey) => setParams(tabParams(key), { replace: true });
  const openBinderVote = () => {
    select('bindemittel');
    requestAnimationFrame(() => panel.current?.focus());
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
  return (
    <article className="product-page">
      <Breadcrumb trail={[{ label: 'Futtersuche', to: ROUTES.products }, { label: fullName }]} />
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
      <FeedingCost
        animals={p.animal}
        kcalPer100g={p.energyKcal}
        best={(shipping === 'included' && p.bestDeliveredOffer) || p.bestOffer}
        shipping={shipping}
        suggested={p.suggestedAmount}
      />
      <TabList
        label="Produktbereiche"
        tabs={TABS.map((t) =>
          t.key === 'bewertungen' ? { ...t, label: `${t.label} (${p.ratingCount})` } : t,
        )}
        active={tab}
        panelId="produkt-bereich"
        onSelect={select}
        linkOf={(key) => {
          const query = new URLSearchParams(tabParams(key)).toString();
          return `${productPath(p.urlExtension)}${query ? `?${query}` : ''}`;
        }}
      />
      <div
        ref={panel}
        id="produkt-bereich"
        role="tabpanel"
        tabIndex={-1}
        aria-labelledby={tab === 'bindemittel' ? undefined : `tab-${tab}`}
        aria-label={tab === 'bindemittel' ? 'Bindemittel-Abstimmung' : undefined}
        className="tab-panel"
      >
        {tab === 'preise' && (
          <>
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
          </>
        )}
        {tab === 'info' && <InfoTab product={p} onBinderVote={openBinderVote} />}
        {tab === 'beschreibung' && <DescriptionTab product={p} />}
        {tab === 'bewertungen' && <ReviewsTab product={p} onSaved={reload} />}
        {tab === 'bindemittel' && <BinderVoteTab product={p} onSaved={reload} />}
      </div>
      <ReportDialog open={dialog === 'report'} onClose={() => setDialog(null)} product={p} />
      {p.brand.contactable && (
        <BrandQuestionDialog open={dialog === 'brand'} onClose={() => setDialog(null)} product={p} />
      )}
    </article>
  );
}
