import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import {
  type PriceAlert,
  type Product,
  type ReviewReport,
  readHousehold,
  type StoredFeed,
  type User,
} from '@futterkompass/domain';
import type { Session } from '../../accounts/sessions';

/** A product as the export names it: id, address and series (the brand is the catalogue's). */
type ProductRef = Pick<Product, '_id' | 'urlExtension' | 'series'>;

/** A message sent through the contact form or to a brand: the fields the export reads. */
interface SentMessage {
  _id: string;
  kind: string;
  email: string;
  name: string;
  message: string;
  topic?: string;
  productId?: string;
  createdAt: string;
}

/**
 * Everything the portal keeps about one account (DSGVO Art. 15 and 20), as one JSON document:
 * the account without its password hash and lookup keys, its animals, lists, reviews, votes,
 * price alerts, review reports, sessions (when, never the token), a merchant's shop and feeds, and
 * the messages sent from its confirmed address. One-time tokens, mails waiting in the outbox (their
 * links are tokens) and anonymous click counts are not the account's data and stay out.
 */
export function createAccountExportService({ store }: { store: Store }) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const productRefs = async (ids: readonly string[]): Promise<ProductRef[]> => {
    if (ids.length === 0) return [];
    const found = await products.find(
      { _id: { $in: [...ids] } },
      { projection: { _id: 1, urlExtension: 1, series: 1 } },
    );
    const byId = new Map(found.map((p) => [p._id, p]));
    // A product that is gone since keeps its id.
    return ids.map((id) => byId.get(id) ?? { _id: id, urlExtension: '', series: '' });
  };

  /** The user's reviews and binder votes, which live on the products. */
  const community = async (userId: string) => {
    const found = await products.find(
      { $or: [{ 'reviews.from._id': userId }, { 'binderVotes.user': userId }] },
      { projection: { _id: 1, urlExtension: 1, series: 1, reviews: 1, binderVotes: 1 } },
    );
    const product = (p: Product) => ({ _id: p._id, urlExtension: p.urlExtension, series: p.series });
    return {
      reviews: found.flatMap((p) =>
        p.reviews
          .filter((r) => r.from._id === userId)
          .map((r) => ({
            _id: r._id,
            product: product(p),
            rating: r.rating,
            review: r.review,
            createdAt: r.createdAt,
          })),
      ),
      binderVotes: found.flatMap((p) =>
        p.binderVotes.filter((v) => v.user === userId).map((v) => ({ product: product(p), vote: v.vote })),
      ),
    };
  };

  return {
    async exportOf(user: User) {
      const [favorites, negFavorites, { reviews, binderVotes }, alerts, reports, sessions, feeds, messages] =
        await Promise.all([
          productRefs(user.favorites),
          productRefs(user.negFavorites),
          community(user._id),
          store.collection<PriceAlert>(COLLECTIONS.priceAlerts).find({ userId: user._id }),
          store.collection<ReviewReport>(COLLECTIONS.reviewReports).find({ reporterId: user._id }),
          store
            .collection<Session>(COLLECTIONS.sessions)
            .find({ userId: user._id }, { projection: { createdAt: 1, expiresAt: 1 } }),
          store
            .collection<StoredFeed>(COLLECTIONS.feeds)
            .find(
              { owner: user._id },
              { projection: { url: 1, format: 1, everyHours: 1, createdAt: 1, paused: 1 } },
            ),
          // Only from a confirmed address: nobody reads another's messages by registering with it.
          user.verified
            ? store
                .collection<SentMessage>(COLLECTIONS.messages)
                .find({ email: { $in: [...new Set([user.email, user.email.toLowerCase()])] } })
            : Promise.resolve([]),
        ]);
      const alertProducts = new Map(
        (await productRefs(alerts.map((a) => a.productId))).map((p) => [p._id, p]),
      );
      return {
        exportedAt: new Date().toISOString(),
        account: {
          _id: user._id,
          username: user.username,
          email: user.email,
          ...(user.pendingEmail && { pendingEmail: user.pendingEmail }),
          role: user.role,
          status: user.status,
          verified: user.verified,
          createdAt: user.createdAt,
          ...(user.shop && { shop: user.shop }),
        },
        pets: readHousehold(user.pets),
        lists: { favorites, negFavorites },
        reviews,
        binderVotes,
        priceAlerts: alerts.map((a) => ({
          product: alertProducts.get(a.productId),
          ...(a.targetUnitPrice !== undefined && { targetUnitPrice: a.targetUnitPrice }),
          ...(a.targetBasePrice !== undefined && { targetBasePrice: a.targetBasePrice }),
          createdAt: a.createdAt,
          ...(a.firedAt && { firedAt: a.firedAt }),
        })),
        reviewReports: reports.map(({ reviewId, productId, reason, text, status, createdAt, closedAt }) => ({
          reviewId,
          productId,
          reason,
          text,
          status,
          createdAt,
          ...(closedAt && { closedAt }),
        })),
        sessions: sessions.map(({ createdAt, expiresAt }) => ({ createdAt, expiresAt })),
        feeds: feeds.map(({ url, format, everyHours, createdAt, paused }) => ({
          url,
          format,
          everyHours,
          createdAt,
          ...(paused && { paused }),
        })),
        messages: messages.map(({ kind, name, email, topic, productId, message, createdAt }) => ({
          kind,
          name,
          email,
          ...(topic && { topic }),
          ...(productId && { productId }),
          message,
          createdAt,
        })),
      };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
