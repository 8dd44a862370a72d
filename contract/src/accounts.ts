import type {
  AccountStatus,
  BinderSummary,
  ListProduct,
  ListType,
  PetHousehold,
  PriceAlertView,
  Role,
} from '@futterkompass/domain';
import type { z } from 'zod';
import type * as Schema from './requests/accounts';

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
  'POST /auth/register': { body: z.infer<typeof Schema.RegisterBody>; answer: Said };
  'POST /auth/verify-email': { body: z.infer<typeof Schema.TokenBody>; answer: Said };
  'POST /auth/login': {
    body: z.infer<typeof Schema.LoginBody>;
    answer: { success: true; token: string; username: string };
  };
  'POST /auth/logout': { body: Record<string, never>; answer: Done };
  'POST /auth/send-verify-link': { body: z.infer<typeof Schema.SendVerifyLinkBody>; answer: Said };
  'POST /auth/create-reset-password-link': { body: z.infer<typeof Schema.ResetLinkBody>; answer: Said };
  'POST /auth/reset-password': {
    body: z.infer<typeof Schema.ResetPasswordBody>;
    answer: Said;
  };
  'POST /auth/update-email': {
    body: z.infer<typeof Schema.UpdateEmailBody>;
    answer: Said & { user: { email: string; pendingEmail: string } };
  };
  'POST /auth/confirm-email': { body: z.infer<typeof Schema.TokenBody>; answer: Said & { email: string } };
  'POST /auth/cancel-email-change': {
    body: z.infer<typeof Schema.TokenBody>;
    answer: Said & { email: string; signedOut: boolean };
  };
  'POST /auth/update-password': {
    body: z.infer<typeof Schema.UpdatePasswordBody>;
    answer: Said;
  };
  'GET /api/user-from-token': { answer: { success: true; user: PublicUser } };
  'POST /api/delete-user': { body: z.infer<typeof Schema.DeleteUserBody>; answer: Said };
  'GET /api/product-lists': { answer: Done & Record<ListType, ListProduct[]> };
  'GET /api/favorite-products': { answer: { success: true; favorites: ListProduct[] } };
  'POST /api/lists-update': {
    body: z.infer<typeof Schema.ListsUpdateBody>;
    answer: Said & ListIds & { added: boolean };
  };
  'POST /api/delete-from-list': { body: z.infer<typeof Schema.DeleteFromListBody>; answer: Done };
  'GET /api/pets': { answer: { success: true; household: PetHousehold } };
  'PUT /api/pets': {
    body: z.infer<typeof Schema.HouseholdBody>;
    answer: { success: true; household: PetHousehold };
  };
  'GET /api/price-alerts': { answer: { success: true; alerts: PriceAlertView[] } };
  'POST /api/price-alerts': {
    body: z.infer<typeof Schema.PriceAlertBody>;
    answer: Said & { alert: PriceAlertView };
  };
  'DELETE /api/price-alerts/:id': { answer: Done };
  'POST /api/new-review': {
    body: z.infer<typeof Schema.NewReviewBody>;
    answer: Said & { rating: number; ratingCount: number };
  };
  'POST /api/new-binder-vote': {
    body: z.infer<typeof Schema.NewBinderVoteBody>;
    answer: Said & { binderVotes: BinderSummary };
  };
  'POST /api/report-review': {
    body: z.infer<typeof Schema.ReportReviewBody>;
    answer: Said;
  };
  'POST /api/report-product': {
    body: z.infer<typeof Schema.ReportBody>;
    answer: Done;
  };
  'POST /api/contact-brand': {
    body: z.infer<typeof Schema.ContactBrandBody>;
    answer: Done;
  };
  'POST /api/send-mail': {
    body: z.infer<typeof Schema.ContactBody>;
    answer: Done;
  };
}
