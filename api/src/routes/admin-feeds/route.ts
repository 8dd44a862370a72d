import { FeedBody } from '@futterkompass/contract';
import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin } from '../../http/admin-auth';
import { parseInput } from '../../http/validate';
import { type MerchantAccounts, UnknownMerchantError } from '../../merchants/merchant-accounts';
import { notFound } from '../../service-errors';
import type { FeedService } from '../b2b-feeds/service';
import { feedInput } from '../b2b-feeds/validators';
import type { RouteMount } from '../mount';

const Merchant = z.object({ merchant: z.string().min(1).max(320) });
const FeedRef = z.object({ feed: z.string().regex(/^[0-9a-f]{24}$/) });

const unknownMerchant = (error: unknown): never => {
  if (error instanceof UnknownMerchantError) throw notFound(error.message);
  throw error;
};

/**
 * `npm run ops -- merchant feed-add|feeds|feed-pause|feed-resume|feed-remove` against the running
 * server: the operator registers and lists a merchant's feeds on its behalf, with the same checks
 * as the merchant's own calls, and stops, restarts or removes one by its id.
 */
export function adminFeedRoutes(
  feeds: FeedService,
  merchants: MerchantAccounts,
  adminTokens: readonly string[],
): Router {
  const router = Router();
  router.use(requireAdmin(adminTokens));
  const ownerOf = async (body: unknown) => {
    const { merchant } = parseInput(Merchant, body, 'Bitte nenne den Händler (ID oder E-Mail Adresse).');
    return merchants.idOf(merchant).catch(unknownMerchant);
  };
  router.post('/', async (req, res) => {
    const owner = await ownerOf(req.body);
    const { merchant: _merchant, ...rest } = req.body as Record<string, unknown>;
    res.status(201).json({ success: true, feed: await feeds.create(owner, feedInput(FeedBody, rest)) });
  });
  router.post('/list', async (req, res) => {
    res.json({ success: true, feeds: await feeds.list(await ownerOf(req.body)) });
  });
  const feedOf = (body: unknown) =>
    parseInput(FeedRef, body, 'Bitte nenne den Feed mit seiner ID (24 Zeichen, siehe merchant feeds).').feed;
  router.post('/pause', async (req, res) => {
    res.json({ success: true, feed: await feeds.operator.setPaused(feedOf(req.body), true) });
  });
  router.post('/resume', async (req, res) => {
    res.json({ success: true, feed: await feeds.operator.setPaused(feedOf(req.body), false) });
  });
  router.post('/remove', async (req, res) => {
    const { _id, url } = await feeds.operator.remove(feedOf(req.body));
    res.json({ success: true, feed: { _id, url } });
  });
  return router;
}

/** Mounted only with a feed queue (`AppDeps.feeds`). */
export const adminFeedMount: RouteMount = {
  stage: 'api',
  base: '/admin/feeds',
  closed: true,
  calls: [
    ['POST', '/'],
    ['POST', '/list'],
    ['POST', '/pause'],
    ['POST', '/resume'],
    ['POST', '/remove'],
  ],
  build: ({ feedService, merchants, adminTokens }) =>
    feedService ? adminFeedRoutes(feedService, merchants, adminTokens) : null,
};
