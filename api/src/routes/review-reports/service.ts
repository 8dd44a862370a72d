import {
  type Captcha,
  COLLECTIONS,
  DuplicateKeyError,
  type Logger,
  type Mailer,
  type Store,
} from '@futterkompass/adapters';
import {
  ACCOUNT_MESSAGES,
  type Brand,
  checkReviewReport,
  REVIEW_REPORT_MESSAGES as M,
  type Product,
  type ReviewReport,
  type ReviewReportReason,
} from '@futterkompass/domain';
import { badRequest, notFound } from '../../http/errors';
import type { ReviewReportMails } from './mails';
import type { Reporter, ReporterKeys } from './reporter-key';

export interface ReviewReportInput {
  product: string;
  review: string;
  reason: string;
  text: string;
}

export interface ReviewReportDeps {
  store: Store;
  mailer: Mailer;
  captcha: Captcha;
  logger: Logger;
  keys: ReporterKeys;
  mails: ReviewReportMails;
}

const PRODUCT_FIELDS = { _id: 1, urlExtension: 1, series: 1, brand: 1, reviews: 1 } as const;

/** A product's name as mails and the editors' list show it: brand and series. */
export async function productNames(
  store: Store,
  products: readonly Pick<Product, '_id' | 'brand' | 'series'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(products.map((p) => p.brand))];
  const brands = await store
    .collection<Brand>(COLLECTIONS.brands)
    .find({ _id: { $in: ids } }, { projection: { _id: 1, name: 1 } });
  const brandName = new Map(brands.map((b) => [b._id, b.name]));
  return new Map(products.map((p) => [p._id, `${brandName.get(p.brand) ?? ''} ${p.series}`.trim()]));
}

/**
 * A visitor reports a review (DSA Art. 16): checked, stored once per visitor and review (a repeat
 * answers as the first did and stores nothing), then mailed to the editors, who decide in their list.
 */
export function createReviewReportService({ store, mailer, captcha, logger, keys, mails }: ReviewReportDeps) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const reports = store.collection<ReviewReport>(COLLECTIONS.reviewReports);

  return {
    /** True when the report is new, false when this visitor had reported the review already. */
    async report(input: ReviewReportInput, reporter: Reporter, captchaToken?: string, ip?: string) {
      const failure = checkReviewReport(input);
      if (failure) throw badRequest(failure.message, { field: failure.field });
      if (!(await captcha.verify(captchaToken, ip))) throw badRequest(ACCOUNT_MESSAGES.captchaFailed);
      const product = await products.findOne(
        { _id: input.product, published: true, 'reviews._id': input.review },
        { projection: PRODUCT_FIELDS },
      );
      const review = product?.reviews.find((r) => r._id === input.review);
      if (!product || !review) throw notFound(M.reviewMissing);
      if ('userId' in reporter && review.from._id === reporter.userId)
        throw badRequest(M.ownReview, { field: 'review' });
      const reason = input.reason as ReviewReportReason;
      const text = input.text.trim();
      try {
        await reports.insert({
          reviewId: review._id,
          productId: product._id,
          reporter: await keys.keyOf(review._id, reporter),
          ...('userId' in reporter && { reporterId: reporter.userId }),
          reason,
          text,
          status: 'open',
          createdAt: new Date().toISOString(),
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
      const name = (await productNames(store, [product])).get(product._id) ?? product.series;
      // Stored first: the editors' list shows the report even when this mail does not arrive.
      await mailer
        .send(mails.toEditors({ name, urlExtension: product.urlExtension }, review, reason, text))
        .catch((error: unknown) =>
          logger.warn({ err: error, reviewId: review._id }, 'review report not mailed'),
        );
      return true;
    },
  };
}

export type ReviewReportService = ReturnType<typeof createReviewReportService>;
