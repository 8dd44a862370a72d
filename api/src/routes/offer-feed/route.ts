import type { Logger } from '@futterkompass/adapters';
import express, { type Request, Router } from 'express';
import { requireAdminOrKey } from '../../http/admin-auth';
import { HttpError, mapError } from '../../http/errors';
import { ndjsonAnswer } from '../../http/ndjson';
import { type FeedRecord, readCsvFeed, readJsonFeed } from '../../offers/feed-reader';
import type { OfferImport } from '../../offers/import-offers';
import { createOfferImport } from '../../offers/import-offers';
import type { RouteMount } from '../mount';

/** The largest feed one call takes (a 100,000-row CSV is about 20 MB). */
export const FEED_MAX_BYTES = 100 * 1024 * 1024;
const tooLarge = () => new HttpError(413, 'Der Feed ist zu groß (höchstens 100 MB).');

export interface OfferFeedDeps {
  offerImport: OfferImport;
  logger: Logger;
  adminTokens: readonly string[];
  /** OFFER_FEED_KEY: shops and price bots send it as x-feed-key. */
  offerFeedKey?: string;
}

/** The request body as it arrives, refused once it grows past the limit. */
async function* limited(req: Request): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > FEED_MAX_BYTES) throw tooLarge();
    yield chunk;
  }
}

function feedRecords(req: Request): AsyncIterable<FeedRecord> | Iterable<FeedRecord> {
  if (req.is(['text/csv', 'application/csv'])) return readCsvFeed(limited(req));
  if (req.is('application/json')) return readJsonFeed(req.body);
  throw new HttpError(415, 'Der Feed muss als text/csv oder application/json gesendet werden.');
}

/**
 * POST /api/admin/offers: an offer feed (CSV streamed, or a JSON array) for shops and price bots
 * (x-feed-key) and the ops (x-admin-token). The answer is the import's summary; with
 * `Accept: application/x-ndjson` progress lines come first, as the import command shows them.
 * Mounted before the app's JSON parser, whose limit is for forms, not feeds.
 */
export function offerFeedRoutes({ offerImport, logger, adminTokens, offerFeedKey }: OfferFeedDeps): Router {
  const router = Router();
  const access = requireAdminOrKey(adminTokens, { 'x-feed-key': offerFeedKey ? [offerFeedKey] : [] });
  const json = express.json({ limit: FEED_MAX_BYTES });

  router.post('/', access, json, async (req, res) => {
    const records = feedRecords(req);
    const streamed = !!req.get('accept')?.includes('application/x-ndjson');
    const answer = ndjsonAnswer(res);
    try {
      const summary = await offerImport(records, {
        ...(streamed && { onProgress: (rows: number) => answer.send({ type: 'progress', rows }) }),
      });
      logger.info({ ...summary, rejectedRows: undefined }, 'offer feed imported');
      if (!answer.started) {
        res.json({ success: true, ...summary });
        return;
      }
      answer.send({ type: 'summary', success: true, ...summary });
    } catch (error) {
      if (!answer.started) throw error;
      logger.error({ err: error }, 'offer feed import failed');
      answer.send({ type: 'error', message: mapError(error).message });
    }
    res.end();
  });
  return router;
}

/** Before the app's JSON parser, whose limit is for forms, not feeds. */
export const offerFeedMount: RouteMount = {
  stage: 'raw',
  base: '/api/admin/offers',
  calls: [['POST', '/']],
  build: ({ deps, adapters, productWrites, logger, adminTokens }) =>
    offerFeedRoutes({
      offerImport: createOfferImport({ store: adapters.store, productWrites }),
      logger,
      adminTokens,
      ...(deps.offerFeedKey && { offerFeedKey: deps.offerFeedKey }),
    }),
};
