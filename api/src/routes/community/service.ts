import { randomBytes } from 'node:crypto';
import { type Captcha, COLLECTIONS, type Store } from '@futterkompass/adapters';
import {
  ACCOUNT_MESSAGES,
  findForbiddenWord,
  forbiddenWordMessage,
  type Product,
  type User,
} from '@futterkompass/domain';
import type { ProductWrites } from '../../products/product-writes';
import { invalid, notFound } from '../../service-errors';

export const COMMUNITY_MESSAGES = {
  ratingRequired: 'Bitte wähle wie viele Sterne dieses Produkt erhalten soll.',
  termsRequired: 'Bitte akzeptiere die Nutzungsbedingungen.',
  voteRequired: 'Bitte triff zuerst eine Auswahl.',
  reviewTooLong: 'Die Bewertung darf höchstens 3000 Zeichen lang sein.',
  reviewSaved: 'Vielen Dank für deine Bewertung!',
  voteSaved: 'Vielen Dank für deine Stimme!',
} as const;

export const REVIEW_MAX_LENGTH = 3000;

const newId = () => randomBytes(12).toString('hex');

export interface ReviewInput {
  product: string;
  reviewText: string;
  reviewRating?: unknown;
  acceptTerms: boolean;
}

/**
 * Reviews and binder votes: one of each per user and product (a new one replaces the old); each
 * write recomputes the product's rating, rating count and binder share in the same update.
 */
export function createCommunityService(deps: {
  store: Store;
  captcha: Captcha;
  productWrites: ProductWrites;
}) {
  const products = deps.store.collection<Product>(COLLECTIONS.products);
  const productId = async (urlExtension: string) => {
    const found = await products.findOne({ urlExtension, published: true }, { projection: { _id: 1 } });
    if (!found) throw notFound(ACCOUNT_MESSAGES.productMissing);
    return found._id;
  };
  const captchaOk = async (token: string | undefined, ip?: string) => {
    if (!(await deps.captcha.verify(token, ip))) throw invalid(ACCOUNT_MESSAGES.captchaFailed);
  };

  return {
    async review(user: User, input: ReviewInput, captchaToken?: string, ip?: string): Promise<Product> {
      const rating = input.reviewRating;
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
        throw invalid(COMMUNITY_MESSAGES.ratingRequired, { field: 'reviewRating' });
      const text = input.reviewText.trim();
      if (text.length > REVIEW_MAX_LENGTH)
        throw invalid(COMMUNITY_MESSAGES.reviewTooLong, { field: 'reviewText' });
      const word = findForbiddenWord(text);
      if (word) throw invalid(forbiddenWordMessage(word, 'review'), { field: 'reviewText' });
      if (!input.acceptTerms) throw invalid(COMMUNITY_MESSAGES.termsRequired, { field: 'acceptTerms' });
      await captchaOk(captchaToken, ip);
      const id = await productId(input.product);
      const review = {
        _id: newId(),
        rating,
        review: text,
        from: { _id: user._id, username: user.username },
        createdAt: new Date().toISOString(),
      };
      const saved = await deps.productWrites.updateCommunity(id, (p) => ({
        reviews: [...p.reviews.filter((r) => r.from._id !== user._id), review],
        binderVotes: p.binderVotes,
      }));
      if (!saved) throw notFound(ACCOUNT_MESSAGES.productMissing);
      return saved;
    },

    async vote(user: User, product: string, vote: boolean | undefined): Promise<Product> {
      if (typeof vote !== 'boolean') throw invalid(COMMUNITY_MESSAGES.voteRequired, { field: 'binderVote' });
      const id = await productId(product);
      const saved = await deps.productWrites.updateCommunity(id, (p) => ({
        reviews: p.reviews,
        binderVotes: [...p.binderVotes.filter((v) => v.user !== user._id), { user: user._id, vote }],
      }));
      if (!saved) throw notFound(ACCOUNT_MESSAGES.productMissing);
      return saved;
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
