import type {
  AccountStatus,
  BinderSummary,
  ListProduct,
  ListType,
  PetHousehold,
  PriceAlertView,
  RegistrationInput,
  Role,
} from '@futterkompass/domain';

/** The signed-in user as GET /api/user-from-token sends it (no hashes, keys or shop secrets). */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  createdAt: string;
  status: AccountStatus;
  role: Role;
  favorites: string[];
  negFavorites: string[];
  pets: PetHousehold;
  /** A new address waiting for the link sent to it; `email` stays until then. */
  pendingEmail?: string;
}

/** A call that answers only that it worked. */
type Done = { success: true };
/** A call that answers with the German text to show. */
type Said = { success: true; message: string };

/** The lists' ids after a toggle (the specification's lists-update answer). */
type ListIds = Record<ListType, string[]>;

/** Sessions, the account, the personal lists, animals, price alerts, reviews and messages. */
export interface AccountRoutes {
  'POST /auth/register': { body: RegistrationInput & { captchaToken?: string }; answer: Said };
  'POST /auth/verify-email': { body: { token: string }; answer: Said };
  'POST /auth/login': {
    body: { username: string; password: string; captchaToken?: string };
    answer: { success: true; token: string; username: string };
  };
  'POST /auth/logout': { body: Record<string, never>; answer: Done };
  'POST /auth/send-verify-link': { body: { username: string }; answer: Said };
  'POST /auth/create-reset-password-link': { body: { email: string; captchaToken?: string }; answer: Said };
  'POST /auth/reset-password': {
    body: { newPassword: string; newPasswordConfirm: string; token: string };
    answer: Said;
  };
  'POST /auth/update-email': {
    body: { userId?: string; newEmail: string; confirmEmail?: string; password: string };
    answer: Said & { user: { email: string; pendingEmail: string } };
  };
  'POST /auth/confirm-email': { body: { token: string }; answer: Said & { email: string } };
  'POST /auth/cancel-email-change': {
    body: { token: string };
    answer: Said & { email: string; signedOut: boolean };
  };
  'POST /auth/update-password': {
    body: { userId?: string; oldPassword: string; newPassword: string; newPasswordConfirm: string };
    answer: Said;
  };
  'GET /api/user-from-token': { answer: { success: true; user: PublicUser } };
  'POST /api/delete-user': { body: { password: string }; answer: Said };
  'GET /api/product-lists': { answer: Done & Record<ListType, ListProduct[]> };
  'GET /api/favorite-products': { answer: { success: true; favorites: ListProduct[] } };
  'POST /api/lists-update': {
    body: { user?: string; product: string; listType: ListType };
    answer: Said & ListIds & { added: boolean };
  };
  'POST /api/delete-from-list': { body: { listType: ListType; productId: string }; answer: Done };
  'GET /api/pets': { answer: { success: true; household: PetHousehold } };
  'PUT /api/pets': { body: PetHousehold; answer: { success: true; household: PetHousehold } };
  'GET /api/price-alerts': { answer: { success: true; alerts: PriceAlertView[] } };
  'POST /api/price-alerts': {
    body: { product: string; targetUnitPrice: number };
    answer: Said & { alert: PriceAlertView };
  };
  'DELETE /api/price-alerts/:id': { answer: Done };
  'POST /api/new-review': {
    body: {
      user?: string;
      product: string;
      reviewText: string;
      reviewRating: number | null;
      acceptTerms: boolean;
      captchaToken?: string;
    };
    answer: Said & { rating: number; ratingCount: number };
  };
  'POST /api/new-binder-vote': {
    body: { user?: string; product: string; binderVote?: boolean };
    answer: Said & { binderVotes: BinderSummary };
  };
  'POST /api/report-review': {
    body: { product: string; review: string; reason: string; text: string; captchaToken?: string };
    answer: Said;
  };
  'POST /api/report-product': {
    body: { product: string; reason: string; captchaToken?: string };
    answer: Done;
  };
  'POST /api/contact-brand': {
    body: { product: string; name: string; email: string; message: string; captchaToken?: string };
    answer: Done;
  };
  'POST /api/send-mail': {
    body: { name: string; email: string; topic: string; message: string; captchaToken?: string };
    answer: Done;
  };
}
