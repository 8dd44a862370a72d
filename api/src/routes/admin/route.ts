import { pipeline } from 'node:stream/promises';
import {
  createBackupStream,
  type FileStore,
  type OfferAge,
  type SearchEngine,
  type SqliteStore,
  type Store,
} from '@futterkompass/adapters';
import {
  AlertBarRefusedError,
  addPost,
  clearAlertBar,
  compareIndex,
  driftReport,
  GRANTABLE_ROLES,
  POST_LIMITS,
  PostRefusedError,
  reindexAll,
  setAlertBar,
  setUserBlocked,
  setUserRole,
  UnknownUserError,
} from '@futterkompass/indexer';
import type { SearchDocument } from '@futterkompass/search-config';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { requireAdmin } from '../../http/admin-auth';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { ndjsonAnswer } from '../../http/ndjson';
import { parseInput } from '../../http/validate';

export interface AdminDeps {
  store: Store;
  /** The offers' maximum age: documents judge them by it. */
  offerAge: OfferAge;
  /** Null where this server may only search (Meilisearch without the admin key). */
  searchWriter: SearchEngine<SearchDocument> | null;
  files: FileStore;
  logger: Logger;
  /** Tokens that may use the admin API: the data directory lock's and ADMIN_TOKEN. */
  adminTokens: readonly string[];
}

const ReindexBody = z.object({ dryRun: z.boolean().optional() }).optional();
const IndexCheckBody = z.object({ repair: z.boolean().optional() }).optional();
const READ_ONLY_SEARCH =
  'Dieser Server darf den Suchindex nur abfragen (kein MEILI_ADMIN_KEY). Bitte im Indexer ausführen: docker compose exec indexer npm run ops -- ';

/** Progress lines at most every 200 ms, and the last one always. */
const throttledProgress = (send: (line: object) => void) => {
  let last = 0;
  return ({ done, total }: { done: number; total: number }) => {
    if (done === 0 && total > 0) return;
    if (done === total || Date.now() - last > 200) {
      last = Date.now();
      send({ type: 'progress', done, total });
    }
  };
};
const username = z.string().min(1).max(100);
const RoleBody = z.object({ username, role: z.enum(GRANTABLE_ROLES) });
const BlockBody = z.object({ username, blocked: z.boolean() });
const PostQuery = z.object({ title: z.string(), category: z.string() });
const AlertBarBody = z.object({
  text: z.string(),
  link: z.string().optional(),
  buttonText: z.string().optional(),
  color: z.string().optional(),
});

const userNotFound = (error: unknown) => {
  throw error instanceof UnknownUserError ? notFound(error.message) : error;
};

const refused = (error: unknown) => {
  throw error instanceof PostRefusedError || error instanceof AlertBarRefusedError
    ? badRequest(error.message)
    : error;
};

/**
 * Ops commands against the running server: roles, blocking, new tips posts, the alert bar, a backup
 * of the embedded store streamed as it is read, and a full reindex, streamed as NDJSON progress
 * lines. The reindex answer starts with the first documents written, so that a refused start (a
 * rebuild already running, here or from the queue) is still a plain 409.
 */
export function adminRoutes({
  store,
  offerAge,
  searchWriter,
  files,
  logger,
  adminTokens,
}: AdminDeps): Router {
  const router = Router();
  router.use(requireAdmin(adminTokens));

  router.post('/reindex', async (req, res) => {
    const body = parseInput(ReindexBody, req.body, 'Ungültige Anfrage.');
    if (!searchWriter) throw new HttpError(503, `${READ_ONLY_SEARCH}reindex`);
    const answer = ndjsonAnswer(res);
    try {
      const summary = await reindexAll(
        { store, search: searchWriter, offerAge },
        { dryRun: body?.dryRun ?? false, onProgress: throttledProgress(answer.send) },
      );
      logger.info(
        { documents: summary.documents, failures: summary.failures.length, durationMs: summary.durationMs },
        'reindex via admin API',
      );
      answer.send({ type: 'summary', ...summary });
    } catch (error) {
      if (!answer.started) throw error;
      logger.error({ err: error }, 'reindex via admin API failed');
      answer.send({ type: 'error', message: (error as Error).message });
    }
    res.end();
  });

  router.post('/index-check', async (req, res) => {
    const repair = parseInput(IndexCheckBody, req.body, 'Ungültige Anfrage.')?.repair ?? false;
    if (!searchWriter) throw new HttpError(503, `${READ_ONLY_SEARCH}index ${repair ? 'repair' : 'check'}`);
    const answer = ndjsonAnswer(res);
    try {
      const drift = await compareIndex(
        { store, search: searchWriter, offerAge },
        { repair, onProgress: throttledProgress(answer.send) },
      );
      const report = driftReport(drift, repair);
      logger.info(
        {
          checked: report.checked,
          missing: report.missing.count,
          stale: report.stale.count,
          extra: report.extra.count,
          repair,
        },
        'index check via admin API',
      );
      answer.send({ type: 'summary', ...report });
    } catch (error) {
      if (!answer.started) throw error;
      logger.error({ err: error }, 'index check via admin API failed');
      answer.send({ type: 'error', message: (error as Error).message });
    }
    res.end();
  });

  router.post('/users/role', async (req, res) => {
    const body = parseInput(RoleBody, req.body, 'Rolle muss user, editor oder admin sein.');
    const result = await setUserRole(store, body.username, body.role).catch(userNotFound);
    logger.info(result, 'role set via admin API');
    res.json({ success: true, ...result });
  });

  router.post('/users/block', async (req, res) => {
    const body = parseInput(BlockBody, req.body, 'Ungültige Anfrage.');
    const result = await setUserBlocked(store, body.username, body.blocked).catch(userNotFound);
    logger.info(result, 'block status set via admin API');
    res.json({ success: true, ...result });
  });

  // The PDF is the body as it is (title and category in the query): no JSON wrapping of megabytes.
  router.post('/posts', express.raw({ type: () => true, limit: POST_LIMITS.bytes }), async (req, res) => {
    const query = parseInput(PostQuery, req.query, 'Titel und Kategorie fehlen.');
    const pdf = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const post = await addPost({ store, files }, { ...query, pdf }).catch(refused);
    logger.info({ postId: post._id, file: post.file }, 'post added via admin API');
    res.json({ success: true, post });
  });

  router.put('/alert-bar', async (req, res) => {
    const body = parseInput(AlertBarBody, req.body, 'Die Hinweisleiste braucht einen Text.');
    const bar = await setAlertBar(store, body).catch(refused);
    logger.info({ bar }, 'alert bar set via admin API');
    res.json({ success: true, abData: bar });
  });

  router.delete('/alert-bar', async (_req, res) => {
    await clearAlertBar(store);
    logger.info('alert bar cleared via admin API');
    res.json({ success: true });
  });

  // The archive is the answer itself; its manifest comes last, so a cut-off download is recognised.
  router.post('/backup', async (_req, res) => {
    if (store.kind !== 'sqlite')
      throw badRequest(
        'Sicherungen über den Server gibt es nur für den eingebetteten Datenbestand; MongoDB sichert mongodump.',
      );
    const { archive, entries } = await createBackupStream({ store: store as SqliteStore, files });
    res.set({
      'content-type': 'application/gzip',
      'content-disposition': 'attachment; filename="futterkompass-sicherung.tar.gz"',
      'x-backup-entries': String(entries),
    });
    await pipeline(archive, res);
    logger.info({ entries }, 'backup via admin API');
  });
  return router;
}
