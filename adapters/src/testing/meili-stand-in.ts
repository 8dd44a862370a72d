import { type RecordedRequest, type Responder, startRecordingServer } from './recording-server';

type Doc = Record<string, unknown>;

interface StandInIndex {
  uid: string;
  primaryKey: string;
  docs: Map<string, Doc>;
  settings: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface TaskError {
  code: string;
  type: 'invalid_request' | 'internal' | 'auth' | 'system';
  message: string;
}

export interface MeiliStandInOptions {
  apiKey?: string;
  /** The engine's clock; tests move it to age build indexes. */
  now?: () => number;
  /** Answers a request itself (an error, a delay) instead of the stand-in's own handling. */
  override?: (request: RecordedRequest) => ReturnType<Responder> | undefined;
  /** A task that should fail, with the error it reports. */
  failTask?: (request: RecordedRequest) => TaskError | undefined;
}

const notFound = (uid: string) => ({
  status: 404,
  body: {
    code: 'index_not_found',
    type: 'invalid_request',
    message: `Index \`${uid}\` not found.`,
    link: 'https://docs.meilisearch.com/errors#index_not_found',
  },
});

const BUILT_IN_RULES = new Set([
  'words',
  'typo',
  'proximity',
  'attribute',
  'attributeRank',
  'wordPosition',
  'sort',
  'exactness',
]);

/**
 * Meilisearch refuses a settings update whose ranking rules it does not know (built-in names or
 * 'field:asc|desc'), or that names the older 'attribute' beside the 'attributeRank' and
 * 'wordPosition' it was split into (v1.36): at once, with 400 and no task.
 */
function rankingRulesError(rules: unknown) {
  if (rules === undefined || rules === null) return undefined;
  const list = Array.isArray(rules) ? rules : [];
  const unknown = list.find(
    (r) => typeof r !== 'string' || (!BUILT_IN_RULES.has(r) && !/^[\w.]+:(asc|desc)$/.test(r)),
  );
  const mixed =
    list.includes('attribute') && (list.includes('attributeRank') || list.includes('wordPosition'));
  if (Array.isArray(rules) && unknown === undefined && !mixed) return undefined;
  return {
    status: 400,
    body: {
      code: 'invalid_settings_ranking_rules',
      type: 'invalid_request',
      message: mixed
        ? 'Invalid value at `.rankingRules`: `attribute` cannot be used together with `attributeRank` or `wordPosition`.'
        : `Invalid value at \`.rankingRules\`: \`${String(unknown)}\` ranking rule is invalid.`,
      link: 'https://docs.meilisearch.com/errors#invalid_settings_ranking_rules',
    },
  };
}

/**
 * A Meilisearch stand-in on loopback that keeps indexes, documents and tasks the way the engine
 * does (every write is a task, applied at once) and records every request: for adapter tests
 * where no Meilisearch server can run. Searches answer the index's documents in id order.
 */
export async function startMeiliStandIn(options: MeiliStandInOptions = {}) {
  const now = options.now ?? Date.now;
  const indexes = new Map<string, StandInIndex>();
  const tasks = new Map<number, Doc>();
  let taskUid = 0;
  const iso = () => new Date(now()).toISOString();

  const indexOf = (uid: string, primaryKey = 'id') => {
    let index = indexes.get(uid);
    if (!index) {
      index = { uid, primaryKey, docs: new Map(), settings: null, createdAt: iso(), updatedAt: iso() };
      indexes.set(uid, index);
    }
    return index;
  };
  const info = (i: StandInIndex) => ({
    uid: i.uid,
    primaryKey: i.primaryKey,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  });

  /** Runs a write as a task: applied now, reported as succeeded or failed. */
  const task = (
    request: RecordedRequest,
    type: string,
    indexUid: string | null,
    apply: () => TaskError | undefined,
  ) => {
    const uid = ++taskUid;
    const error = options.failTask?.(request) ?? apply();
    const at = iso();
    tasks.set(uid, {
      uid,
      indexUid,
      status: error ? 'failed' : 'succeeded',
      type,
      error: error ?? null,
      enqueuedAt: at,
      startedAt: at,
      finishedAt: at,
    });
    return { status: 202, body: { taskUid: uid, indexUid, status: 'enqueued', type, enqueuedAt: at } };
  };
  const touch = (index: StandInIndex) => {
    index.updatedAt = iso();
  };

  const handle = (req: RecordedRequest) => {
    const overridden = options.override?.(req);
    if (overridden) return overridden;
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
      return {
        status: 401,
        body: {
          code: 'invalid_api_key',
          type: 'auth',
          message: 'The provided API key is invalid.',
          link: '',
        },
      };
    const url = new URL(req.path, 'http://stand-in');
    const parts = url.pathname.split('/').filter(Boolean);
    const [root, uid, sub, action] = parts;
    if (root === 'tasks' && uid) {
      const found = tasks.get(Number(uid));
      return found ? { body: found } : { status: 404, body: { code: 'task_not_found' } };
    }
    if (root === 'multi-search') {
      const queries = (req.body as { queries: { indexUid: string; page?: number; hitsPerPage?: number }[] })
        .queries;
      const missing = queries.find((q) => !indexes.has(q.indexUid));
      if (missing) return notFound(missing.indexUid);
      return {
        body: {
          results: queries.map((q) => {
            const docs = [...indexOf(q.indexUid).docs.values()];
            const size = q.hitsPerPage ?? 20;
            const start = ((q.page ?? 1) - 1) * size;
            return {
              indexUid: q.indexUid,
              hits: docs.slice(start, start + size),
              totalHits: docs.length,
              facetDistribution: {},
            };
          }),
        },
      };
    }
    if (root === 'swap-indexes') {
      const swaps = req.body as { indexes: [string, string] }[];
      return task(req, 'indexSwap', null, () => {
        for (const {
          indexes: [a, b],
        } of swaps) {
          const first = indexes.get(a);
          const second = indexes.get(b);
          if (!first || !second)
            return {
              code: 'index_not_found',
              type: 'invalid_request',
              message: `Index \`${first ? b : a}\` not found.`,
            };
          indexes.set(a, { ...second, uid: a, updatedAt: iso() });
          indexes.set(b, { ...first, uid: b, updatedAt: iso() });
        }
        return undefined;
      });
    }
    if (root !== 'indexes') return { status: 404, body: { code: 'not_found' } };
    if (!uid) {
      if (req.method === 'GET') {
        const results = [...indexes.values()].map(info);
        return {
          body: {
            results,
            offset: 0,
            limit: Number(url.searchParams.get('limit') ?? 20),
            total: results.length,
          },
        };
      }
      const body = req.body as { uid: string; primaryKey?: string };
      return task(req, 'indexCreation', body.uid, () => {
        if (indexes.has(body.uid))
          return {
            code: 'index_already_exists',
            type: 'invalid_request',
            message: `Index \`${body.uid}\` already exists.`,
          };
        indexOf(body.uid, body.primaryKey);
        return undefined;
      });
    }
    if (!sub) {
      if (req.method === 'GET') return indexes.has(uid) ? { body: info(indexOf(uid)) } : notFound(uid);
      if (req.method === 'DELETE')
        return task(req, 'indexDeletion', uid, () =>
          indexes.delete(uid)
            ? undefined
            : { code: 'index_not_found', type: 'invalid_request', message: `Index \`${uid}\` not found.` },
        );
    }
    if (sub === 'stats')
      return indexes.has(uid) ? { body: { numberOfDocuments: indexOf(uid).docs.size } } : notFound(uid);
    if (sub === 'settings' && req.method === 'PATCH') {
      const refused = rankingRulesError((req.body as { rankingRules?: unknown }).rankingRules);
      if (refused) return refused;
      return task(req, 'settingsUpdate', uid, () => {
        const index = indexOf(uid);
        index.settings = req.body;
        touch(index);
        return undefined;
      });
    }
    if (sub === 'documents' && req.method === 'POST' && action === 'delete-batch')
      return task(req, 'documentDeletion', uid, () => {
        const index = indexOf(uid);
        for (const id of req.body as string[]) index.docs.delete(id);
        touch(index);
        return undefined;
      });
    if (sub === 'documents' && req.method === 'POST' && !action)
      return task(req, 'documentAdditionOrUpdate', uid, () => {
        const index = indexOf(uid, url.searchParams.get('primaryKey') ?? 'id');
        for (const doc of req.body as Doc[]) index.docs.set(String(doc[index.primaryKey]), doc);
        touch(index);
        return undefined;
      });
    return { status: 404, body: { code: 'not_found' } };
  };

  const server = await startRecordingServer(handle);
  return {
    ...server,
    indexes,
    /** Ids in an index, sorted; undefined when the index does not exist. */
    ids: (uid: string) => {
      const index = indexes.get(uid);
      return index ? [...index.docs.keys()].sort() : undefined;
    },
    /** Requests since a mark, without the task polling. */
    since: (mark: number) => server.requests.slice(mark).filter((r) => !r.path.startsWith('/tasks/')),
  };
}

export type MeiliStandIn = Awaited<ReturnType<typeof startMeiliStandIn>>;
