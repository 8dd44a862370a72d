import { EDIT_PRODUCT_PREFIX, NOT_FOUND_PATTERN, PRODUCT_PAGE_PATTERN, ROUTES } from '@futterkompass/domain';
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { SignedInOnly, VisitorsOnly } from './pages/guards';
import { Layout } from './shell/Layout';
import { CompareProvider } from './state/compare';
import { FavoritesProvider } from './state/favorites';
import { SessionProvider } from './state/session';
import { ToastProvider } from './ui/toast';

// Every page is its own chunk: the list route loads only the shell and the list.
const HomePage = lazyPage(() => import('./pages/HomePage'));
const ProductListPage = lazyPage(() => import('./list/ProductListPage'));

const ProductDetailPage = lazyPage(() => import('./product/ProductDetailPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const LogoutPage = lazy(() => import('./pages/LogoutPage'));
const LoginPage = lazy(() => import('./accounts/LoginPage'));
const RegisterPage = lazy(() => import('./accounts/RegisterPage'));
const VerifyPage = lazy(() => import('./accounts/VerifyPage'));
const EmailChangePage = lazy(() => import('./accounts/EmailChangePage'));
const ForgotPasswordPage = lazy(() => import('./accounts/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./accounts/ResetPasswordPage'));
const ProfilePage = lazy(() => import('./accounts/profile/ProfilePage'));
const ImprintPage = lazyPage(() => import('./pages/ImprintPage'));
const ComparePage = lazyPage(() => import('./compare/ComparePage'));
const ConsultantSearchPage = lazyPage(() => import('./consultants/ConsultantSearchPage'));
const PostsPage = lazyPage(() => import('./posts/PostsPage'));
const PostPage = lazyPage(() => import('./posts/PostPage'));
const ContactPage = lazyPage(() => import('./content/ContactPage'));
const TermsPage = lazyPage(() => import('./content/TermsPage'));
const AdvertisePage = lazyPage(() => import('./content/AdvertisePage'));
const AppPage = lazyPage(() => import('./content/AppPage'));
const AboutPage = lazyPage(() => import('./content/AboutPage'));
const PrivacyPage = lazyPage(() => import('./content/PrivacyPage'));
const TransparencyPage = lazyPage(() => import('./content/TransparencyPage'));
const MerchantPage = lazy(() => import('./content/MerchantPage'));
const ProductFormPage = lazy(() => import('./product-form/ProductFormPage'));
const FeedReviewPage = lazy(() => import('./feed-review/FeedReviewPage'));
const ReviewReportsPage = lazy(() => import('./review-reports/ReviewReportsPage'));

const EnergyCalculator = lazyPage(() => import('./calculators/EnergyCalculator'));
const NfeCalculator = lazyPage(() => import('./calculators/NfeCalculator'));
const NutrientCalculator = lazyPage(() => import('./calculators/NutrientCalculator'));
const DryMatterCalculator = lazyPage(() => import('./calculators/DryMatterCalculator'));
const CalciumCalculator = lazyPage(() => import('./calculators/CalciumCalculator'));
const IodineCalculator = lazyPage(() => import('./calculators/IodineCalculator'));
const UnitConverter = lazyPage(() => import('./calculators/UnitConverter'));
const FatCalculator = lazyPage(() => import('./calculators/FatCalculator'));

/**
 * The pages the server renders (web/src/entry-server.tsx), by route pattern (PUBLIC_ROUTES): loaded
 * before hydration. Their modules by pattern, for the server's preload tags and the size report:
 * web/route-chunks.mjs.
 */
export const SERVER_RENDERED_PAGES: Record<string, { preload(): Promise<unknown> }> = {
  [ROUTES.home]: HomePage,
  [ROUTES.products]: ProductListPage,
  [PRODUCT_PAGE_PATTERN]: ProductDetailPage,
  [NOT_FOUND_PATTERN]: NotFoundPage,
  [ROUTES.imprint]: ImprintPage,
  [ROUTES.compare]: ComparePage,
  [ROUTES.consultants]: ConsultantSearchPage,
  [ROUTES.tips]: PostsPage,
  [ROUTES.tip]: PostPage,
  [ROUTES.contact]: ContactPage,
  [ROUTES.terms]: TermsPage,
  [ROUTES.advertise]: AdvertisePage,
  [ROUTES.app]: AppPage,
  [ROUTES.about]: AboutPage,
  [ROUTES.privacy]: PrivacyPage,
  [ROUTES.transparency]: TransparencyPage,
  [ROUTES.energy]: EnergyCalculator,
  [ROUTES.nfe]: NfeCalculator,
  [ROUTES.nutrients]: NutrientCalculator,
  [ROUTES.dryMatter]: DryMatterCalculator,
  [ROUTES.calcium]: CalciumCalculator,
  [ROUTES.iodine]: IodineCalculator,
  [ROUTES.units]: UnitConverter,
  [ROUTES.fat]: FatCalculator,
};

/** The app's providers and routes, under the browser's router or the server's. */
export function AppRoutes() {
  return (
    <SessionProvider>
      <ToastProvider>
        <FavoritesProvider>
          <CompareProvider>
            <Routes>
              <Route element={<Layout />}>
                <Route index element={<HomePage />} />
                <Route path={ROUTES.products} element={<ProductListPage />} />
                <Route path={PRODUCT_PAGE_PATTERN} element={<ProductDetailPage />} />
                <Route path={ROUTES.compare} element={<ComparePage />} />
                <Route path={ROUTES.consultants} element={<ConsultantSearchPage />} />
                <Route path={ROUTES.tips} element={<PostsPage />} />
                <Route path={ROUTES.tip} element={<PostPage />} />
                <Route path={ROUTES.contact} element={<ContactPage />} />
                <Route path={ROUTES.terms} element={<TermsPage />} />
                <Route path={ROUTES.advertise} element={<AdvertisePage />} />
                <Route path={ROUTES.app} element={<AppPage />} />
                <Route path={ROUTES.about} element={<AboutPage />} />
                <Route path={ROUTES.privacy} element={<PrivacyPage />} />
                <Route path={ROUTES.transparency} element={<TransparencyPage />} />
                <Route path={ROUTES.energy} element={<EnergyCalculator />} />
                <Route path={ROUTES.nfe} element={<NfeCalculator />} />
                <Route path={ROUTES.nutrients} element={<NutrientCalculator />} />
                <Route path={ROUTES.dryMatter} element={<DryMatterCalculator />} />
                <Route path={ROUTES.calcium} element={<CalciumCalculator />} />
                <Route path={ROUTES.iodine} element={<IodineCalculator />} />
                <Route path={ROUTES.units} element={<UnitConverter />} />
                <Route path={ROUTES.fat} element={<FatCalculator />} />
                <Route path={ROUTES.logout} element={<LogoutPage />} />
                <Route path={ROUTES.imprint} element={<ImprintPage />} />
                <Route path={ROUTES.register} element={<RegisterPage />} />
                <Route path={ROUTES.newProduct} element={<ProductFormPage variant="create" />} />
                <Route path={ROUTES.feedReview} element={<FeedReviewPage />} />
                <Route path={ROUTES.reviewReports} element={<ReviewReportsPage />} />
                <Route
                  path={`${EDIT_PRODUCT_PREFIX}/:urlExtension`}
                  element={<ProductFormPage variant="edit" />}
                />
                <Route path={ROUTES.verify} element={<VerifyPage />} />
                <Route path={ROUTES.confirmEmail} element={<EmailChangePage action="confirm" />} />
                <Route path={ROUTES.cancelEmailChange} element={<EmailChangePage action="cancel" />} />
                <Route
                  path={ROUTES.login}
                  element={
                    <VisitorsOnly>
                      <LoginPage />
                    </VisitorsOnly>
                  }
                />
                <Route
                  path={ROUTES.forgotPassword}
                  element={
                    <VisitorsOnly>
                      <ForgotPasswordPage />
                    </VisitorsOnly>
                  }
                />
                <Route
                  path={ROUTES.resetPassword}
                  element={
                    <VisitorsOnly>
                      <ResetPasswordPage />
                    </VisitorsOnly>
                  }
                />
                <Route
                  path={ROUTES.profile}
                  element={
                    <SignedInOnly>
                      <ProfilePage />
                    </SignedInOnly>
                  }
                />
                <Route path={ROUTES.b2b} element={<MerchantPage />} />
                <Route path={NOT_FOUND_PATTERN} element={<NotFoundPage />} />
              </Route>
            </Routes>
          </CompareProvider>
        </FavoritesProvider>
      </ToastProvider>
    </SessionProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
