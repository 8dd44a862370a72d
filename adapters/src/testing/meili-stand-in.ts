import { documentsPage, documentsProblem, documentsQuery, isDocumentList } from './meili/documents';
import { createKeyRing, requiredPermission } from './meili/keys';
import { errorBody, invalid, isObject, type Refusal } from './meili/refusal';
import { refuseMultiSearch } from './meili/search';
import { patchSettings, refuseSettings, settingsView } from './meili/settings';
import { type RecordedRequest, type Responder, startRecordingServer, UnparsedBody } from './recording-server';

type Doc = Record<string, unknown>;

interface StandInIndex {
  uid: string;
  primaryKey: string;
  docs: Map<string, Doc>;
  /** The settings as sent (PATCH merges); null until the first settings update. */
  settings: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export interface TaskError {
  code: string;
  type: 'invalid_request' | 'internal' | 'auth' | 'system';
  message: string;
}

export interface MeiliStandInOptions {
  /** The master key; without one every request is allowed, as on a Meilisearch without a master key. */
  apiKey?: string;
  /** The engine's clock; tests move it to age build indexes. */
  now?: () => number;
  /** The version GET /version reports. */
  version?: string;
  /** Answers a request itself (an error, a delay) instead of the stand-in's own handling. */
  override?: (request: RecordedRequest) => ReturnType<Responder> | undefined;
  /** A task that should fail, with the error it reports. */
  failTask?: (request: RecordedRequest) => TaskError | undefined;
}

const notFound = (uid: string): Refusal => ({
  status: 404,
  code: 'index_not_found',
  type: 'invalid_request',
  message: `Index \`${uid}\` not found.`,
});
const refuse = (refusal: Refusal) => ({ status: refusal.status, body: errorBody(refusal) });
const taskFailure = (code: string, message: string): TaskError => ({
  code,
  type: 'invalid_request',
  message,
});

/**
 * A Meilisearch 1.x stand-in on loopback that keeps indexes, documents, tasks and API keys the way
 * the engine does (every write is a task, applied at once) and refuses what the engine refuses:
 * settings bodies, search parameters and filter expressions (with Meilisearch's error codes),
 * documents without a valid id, keys without the action or index. It records every request, and
 * `stop` makes it refuse connections until `resume`. Searches answer the index's documents in id
 * order, without ranking.
 */
export async function startMeiliStandIn(options: MeiliStandInOptions = {}) {
  const now = options.now ?? Date.now;
  const indexes = new Map<string, StandInIndex>();
  const tasks = new Map<number, Doc>();
  let taskUid = 0;
  const iso = () => new Date(now()).toISOString();
  const ring = createKeyRing(options.apiKey, iso);

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
  const touch = (index: StandInIndex) => {
    index.updatedAt = iso();
  };

  /** Runs a write as a task: applied now, reported as succeeded or failed. */
  const task = (
    request: RecordedRequest,
    type: string,
    indexUid: string | null,
    apply: () => TaskError | undefined,
    details: Doc = {},
  ) => {
    const uid = ++taskUid;
    const error = options.failTask?.(request) ?? apply();
    const at = iso();
    tasks.set(uid, {
      uid,
      indexUid,
      status: error ? 'failed' : 'succeeded',
      type,
      details,
      error: error ?? null,
      enqueuedAt: at,
      startedAt: at,
      finishedAt: at,
    });
    return { status: 202, body: { taskUid: uid, indexUid, status: 'enqueued', type, enqueuedAt: at } };
  };
  const taskIndexes = (found: Doc) =>
    found.indexUid
      ? [String(found.indexUid)]
      : ((found.details as { swaps?: { indexes: string[] }[] }).swaps ?? []).flatMap((s) => s.indexes);

  const swap = (req: RecordedRequest) => {
    const swaps = req.body as { indexes: [string, string]; rename?: boolean }[];
    return task(
      req,
      'indexSwap',
      null,
      () => {
        for (const {
          indexes: [a, b],
          rename,
        } of swaps) {
          const first = indexes.get(a);
          const second = indexes.get(b);
          if (rename) {
            if (!first) return taskFailure('index_not_found', `Index \`${a}\` not found.`);
            if (second) return taskFailure('index_already_exists', `Index \`${b}\` already exists.`);
            indexes.delete(a);
            indexes.set(b, { ...first, uid: b, updatedAt: iso() });
            continue;
          }
          if (!first || !second)
            return taskFailure('index_not_found', `Index \`${first ? b : a}\` not found.`);
          indexes.set(a, { ...second, uid: a, updatedAt: iso() });
          indexes.set(b, { ...first, uid: b, updatedAt: iso() });
        }
        return undefined;
      },
      { swaps },
    );
  };

  const addDocuments = (req: RecordedRequest, uid: string, url: URL) => {
    if (!isDocumentList(req.body))
      return refuse(
        invalid(
          'malformed_payload',
          'The `json` payload provided is malformed. Expected an array of objects.',
        ),
      );
    const docs = req.body;
    return task(req, 'documentAdditionOrUpdate', uid, () => {
      const index = indexOf(uid, url.searchParams.get('primaryKey') ?? 'id');
      const problem = documentsProblem(docs, index.primaryKey);
      if (problem) return taskFailure(problem.code, problem.message);
      for (const doc of docs) index.docs.set(String(doc[index.primaryKey]), doc);
      touch(index);
      return undefined;
    });
  };

  const search = (req: RecordedRequest) => {
    const refusal = refuseMultiSearch(req.body, (uid) => {
      const index = indexes.get(uid);
      return index ? (index.settings ?? {}) : undefined;
    });
    if (refusal) return refuse(refusal);
    const queries = (req.body as { queries: { indexUid: string; page?: number; hitsPerPage?: number }[] })
      .queries;
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
  };

  const handleIndex = (req: RecordedRequest, url: URL, uid: string, sub?: string, action?: string) => {
    const { method } = req;
    if (!sub && method === 'GET')
      return indexes.has(uid) ? { body: info(indexOf(uid)) } : refuse(notFound(uid));
    if (!sub && method === 'DELETE')
      return task(req, 'indexDeletion', uid, () =>
        indexes.delete(uid) ? undefined : taskFailure('index_not_found', `Index \`${uid}\` not found.`),
      );
    if (sub === 'stats')
      return indexes.has(uid)
        ? { body: { numberOfDocuments: indexOf(uid).docs.size } }
        : refuse(notFound(uid));
    if (sub === 'settings' && method === 'GET') {
      const index = indexes.get(uid);
      return index ? { body: settingsView(index.settings ?? {}) } : refuse(notFound(uid));
    }
    if (sub === 'settings' && method === 'PATCH') {
      const refusal = refuseSettings(req.body);
      if (refusal) return refuse(refusal);
      return task(req, 'settingsUpdate', uid, () => {
        const index = indexOf(uid);
        index.settings = patchSettings(index.settings ?? {}, req.body as Doc);
        touch(index);
        return undefined;
      });
    }
    if (sub !== 'documents') return undefined;
    if (method === 'GET' || action === 'fetch') {
      const index = indexes.get(uid);
      if (!index) return refuse(notFound(uid));
      const body = action === 'fetch' && isObject(req.body) ? req.body : undefined;
      return { body: documentsPage(index.docs, documentsQuery(url.searchParams, body)) };
    }
    if (action === 'delete-batch')
      return task(req, 'documentDeletion', uid, () => {
        if (!indexes.has(uid)) return taskFailure('index_not_found', `Index \`${uid}\` not found.`);
        const index = indexOf(uid);
        for (const id of req.body as string[]) index.docs.delete(String(id));
        touch(index);
        return undefined;
      });
    if (method === 'POST' && !action) return addDocuments(req, uid, url);
    return undefined;
  };

  const handle = (req: RecordedRequest) => {
    const overridden = options.override?.(req);
    if (overridden) return overridden;
    if (req.body instanceof UnparsedBody)
      return refuse(invalid('malformed_payload', 'The json payload provided is malformed.'));
    const url = new URL(req.path, 'http://stand-in');
    const parts = url.pathname.split('/').filter(Boolean);
    const [root, uid, sub, action] = parts;
    if (root === 'health') return { body: { status: 'available' } };
    const needed = requiredPermission(req.method, parts, req.body);
    const denied = ring.authorize(req.headers.authorization, needed.action, needed.indexes);
    if (denied) return refuse(denied);
    if (root === 'version')
      return { body: { pkgVersion: options.version ?? '1.36.0', commitSha: 'stand-in', commitDate: iso() } };
    if (root === 'tasks' && uid) {
      const found = tasks.get(Number(uid));
      const hidden = found && ring.authorize(req.headers.authorization, 'tasks.get', taskIndexes(found));
      return found && !hidden
        ? { body: found }
        : refuse({
            status: 404,
            code: 'task_not_found',
            type: 'invalid_request',
            message: `Task \`${uid}\` not found.`,
          });
    }
    if (root === 'keys' && req.method === 'POST') {
      const made = ring.create(req.body);
      return 'status' in made ? refuse(made) : { status: 201, body: made };
    }
    if (root === 'keys') {
      const results = [...ring.keys.values()];
      return { body: { results, offset: 0, limit: 20, total: results.length } };
    }
    if (root === 'multi-search') return search(req);
    if (root === 'swap-indexes') return swap(req);
    if (root === 'indexes' && !uid && req.method === 'GET') {
      const results = [...indexes.values()]
        .filter((i) => !ring.authorize(req.headers.authorization, 'indexes.get', [i.uid]))
        .map(info);
      return {
        body: {
          results,
          offset: 0,
          limit: Number(url.searchParams.get('limit') ?? 20),
          total: results.length,
        },
      };
    }
    if (root === 'indexes' && !uid) {
      const body = req.body as { uid: string; primaryKey?: string };
      return task(req, 'indexCreation', body.uid, () => {
        if (indexes.has(body.uid))
          return taskFailure('index_already_exists', `Index \`${body.uid}\` already exists.`);
        indexOf(body.uid, body.primaryKey);
        return undefined;
      });
    }
    const answered = root === 'indexes' && uid ? handleIndex(req, url, uid, sub, action) : undefined;
    return (
      answered ?? {
        status: 404,
        body: { code: 'not_found', message: 'Not found.', type: 'invalid_request', link: '' },
      }
    );
  };

  const server = await startRecordingServer(handle);
  return {
    ...server,
    indexes,
    keys: ring.keys,
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
