import { COLLECTIONS, type Collections, type Logger, type Mailer, type Store } from '@futterkompass/adapters';
import {
  REVIEW_REPORT_MESSAGES as M,
  type Product,
  type ReportedReview,
  type Review,
  type ReviewReport,
  type ReviewReportReason,
  type ReviewReportStatus,
  type User,
} from '@futterkompass/domain';
import type { ProductWrites } from '../../products/product-writes';
import { conflict, notFound } from '../../service-errors';
import type { MailProduct, ReviewReportMails } from './mails';
import { productNames } from './service';

export interface ModerationDeps {
  store: Store;
  mailer: Mailer;
  logger: Logger;
  productWrites: ProductWrites;
  mails: ReviewReportMails;
}

/** Why an editor removes a review: one of the report reasons, and a note for the author. */
export interface RemovalInput {
  reason: ReviewReportReason;
  note: string;
}

const PRODUCT_FIELDS = { _id: 1, urlExtension: 1, series: 1, brand: 1, reviews: 1 } as const;
const reportsIn = (tx: Collections) => tx.collection<ReviewReport>(COLLECTIONS.reviewReports);

/**
 * The editors' side of review reports: the open ones by review, and the decision on a review, which
 * closes all of its open reports. Removing takes the review off its product in the same
 * transaction (rating recomputed there), then reindexes the product and mails the author why.
 */
export function createReviewModeration({ store, mailer, logger, productWrites, mails }: ModerationDeps) {
  const reports = reportsIn(store);
  const products = store.collection<Product>(COLLECTIONS.products);
  const users = store.collection<User>(COLLECTIONS.users);

  /** Closes the review's open reports; the ones this call closed (another editor may be faster). */
  const close = async (tx: Collections, reviewId: string, status: ReviewReportStatus, editorId?: string) => {
    const closedAt = new Date().toISOString();
    const closed: ReviewReport[] = [];
    for (const { _id } of await reportsIn(tx).find(
      { reviewId, status: 'open' },
      { projection: { _id: 1 } },
    )) {
      const done = await reportsIn(tx).findOneAndUpdate(
        { _id, status: 'open' },
        { $set: { status, closedAt, ...(editorId && { closedBy: editorId }) } },
      );
      if (done) closed.push(done);
    }
    return closed;
  };

  const mailProduct = async (product: Product): Promise<MailProduct> => ({
    name: (await productNames(store, [product])).get(product._id) ?? product.series,
    urlExtension: product.urlExtension,
  });

  /** Mails are sent after the decision is stored: one that fails is logged, the decision stands. */
  const send = async (message: Parameters<Mailer['send']>[0], what: string) => {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      logger.warn({ err: error, what }, 'review decision not mailed');
      return false;
    }
  };

  const tellReporters = async (closed: readonly ReviewReport[], product: MailProduct, removed: boolean) => {
    for (const report of closed) {
      const user = report.reporterId ? await users.findOne({ _id: report.reporterId }) : null;
      if (user) await send(mails.toReporter(user.email, user.username, product, removed), 'reporter');
    }
  };

  return {
    /** Open reports by review, oldest first; reports of reviews that are gone are closed on the way. */
    async list(): Promise<ReportedReview[]> {
      const open = await reports.find({ status: 'open' }, { sort: { createdAt: 1, _id: 1 } });
      const found = await products.find(
        { _id: { $in: [...new Set(open.map((r) => r.productId))] } },
        { projection: PRODUCT_FIELDS },
      );
      const byId = new Map(found.map((p) => [p._id, p]));
      const names = await productNames(store, found);
      const items = new Map<string, ReportedReview>();
      const gone = new Set<string>();
      for (const report of open) {
        const product = byId.get(report.productId);
        const review = product?.reviews.find((r) => r._id === report.reviewId);
        if (!product || !review) {
          gone.add(report.reviewId);
          continue;
        }
        const item = items.get(review._id) ?? {
          reviewId: review._id,
          product: {
            _id: product._id,
            name: names.get(product._id) ?? '',
            urlExtension: product.urlExtension,
          },
          review: {
            rating: review.rating,
            review: review.review,
            author: review.from.username,
            createdAt: review.createdAt,
          },
          reports: [],
        };
        item.reports.push({
          reason: report.reason,
          text: report.text,
          createdAt: report.createdAt,
          signedIn: !!report.reporterId,
        });
        items.set(review._id, item);
      }
      for (const reviewId of gone) await close(store, reviewId, 'gone');
      return [...items.values()];
    },

    /** The review stays: its open reports are closed, signed-in reporters told. */
    async keep(reviewId: string, editorId: string): Promise<void> {
      // In a transaction like a removal: of two editors deciding at once, one decides every report.
      const closed = await store.transaction((tx) => close(tx, reviewId, 'kept', editorId));
      const first = closed[0];
      if (!first) throw conflict(M.noOpenReport);
      const product = await products.findOne({ _id: first.productId }, { projection: PRODUCT_FIELDS });
      if (product) await tellReporters(closed, await mailProduct(product), false);
    },

    /** The review goes: removed with its reports closed in one transaction; true when its author was mailed. */
    async remove(
      reviewId: string,
      editorId: string,
      input: RemovalInput,
    ): Promise<{ authorMailed: boolean }> {
      const report = await reports.findOne({ reviewId, status: 'open' });
      if (!report) throw conflict(M.noOpenReport);
      const outcome = await store.transaction(async (tx) => {
        // The review as the write that removed it read it (a retried write reads the product again).
        const taken: { review?: Review } = {};
        const saved = await productWrites.changeCommunityWithin(tx, report.productId, (p) => {
          taken.review = p.reviews.find((r) => r._id === reviewId);
          const reviews = p.reviews.filter((r) => r._id !== reviewId);
          return taken.review ? { reviews, binderVotes: p.binderVotes } : null;
        });
        const removed = taken.review;
        if (!saved || !removed) {
          await close(tx, reviewId, 'gone');
          return null;
        }
        const closed = await close(tx, reviewId, 'removed', editorId);
        // Kept by another editor in between: the review stays (the transaction rolls back).
        if (closed.length === 0) throw conflict(M.noOpenReport);
        return { saved, removed, closed };
      });
      if (!outcome) throw notFound(M.reviewMissing);
      const { saved, removed, closed } = outcome;
      await productWrites.notifyIndex([saved._id]);
      logger.info({ reviewId, productId: saved._id, editorId, reason: input.reason }, 'review removed');
      const product = await mailProduct(saved);
      const author = await users.findOne({ _id: removed.from._id });
      const authorMailed =
        !!author &&
        (await send(mails.toAuthor(author.email, product, removed, input.reason, input.note), 'author'));
      await tellReporters(closed, product, true);
      return { authorMailed };
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
