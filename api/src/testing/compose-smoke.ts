import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { freePort } from '@futterkompass/adapters/testing';
import { REPO_ROOT } from './ops-command';

const run = promisify(execFile);
const MINUTE = 60_000;

/** Asks again until `check` answers a value (not undefined), within `timeoutMs`. */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 2 * MINUTE,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nicht binnen ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

interface Card {
  _id: string;
  ratingCount: number;
}

/**
 * The distributed setup end to end on a Docker engine: builds docker-compose.yml's image, starts
 * Meilisearch, makes the scoped keys with the setup service as the README says, starts the stack
 * under its own project name, seeds (with images, into MinIO's bucket) and reindexes with the ops
 * command inside the worker's container, calls the API (a filtered list, the quick search, a
 * product image from the bucket, a review whose product change reaches the search index through
 * the worker), scales the worker to two, restarts it, writes again, and tears everything down
 * (volumes too), also when a step fails.
 */
export async function runComposeSmoke(
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<void> {
  const project = `fk-smoke-${process.pid}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MEILI_MASTER_KEY: randomBytes(16).toString('hex'),
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
    MINIO_ROOT_PASSWORD: randomBytes(16).toString('hex'),
    API_PORTS: String(port),
    API_REPLICAS: '1',
    INDEXER_REPLICAS: '1',
  };
  const compose = async (args: string[], timeout = 5 * MINUTE) =>
    (
      await run('docker', ['compose', '-p', project, ...args], {
        cwd: REPO_ROOT,
        env,
        timeout,
        maxBuffer: 64 << 20,
      })
    ).stdout;
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token && { token }), ...init.headers },
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const post = (path: string, body: unknown, token?: string) =>
    call(path, { method: 'POST', body: JSON.stringify(body) }, token);
  const LIST = { animal: 'dog', type1: 'dry', sortBy: 'brand', productsPerPage: '12', currentPage: '1' };
  const cards = async () =>
    (await post('/api/filter-products', { filters: LIST, initial: true })).products as Card[];

  try {
    log('1. Image bauen, Meilisearch starten, Schlüssel anlegen, Stack starten …');
    await compose(['build'], 20 * MINUTE);
    await compose(['up', '-d', '--wait', '--wait-timeout', '300', 'meilisearch']);
    const keys = await compose(['run', '--rm', 'search-keys']);
    for (const name of ['MEILI_SEARCH_KEY', 'MEILI_ADMIN_KEY']) {
      const value = new RegExp(`^${name}=(\\S+)$`, 'm').exec(keys)?.[1];
      if (!value) throw new Error(`search-keys hat ${name} nicht ausgegeben: ${keys}`);
      env[name] = value;
    }
    await compose(['up', '-d', '--wait', '--wait-timeout', '600'], 20 * MINUTE);
    log('2. Demo-Katalog mit Bildern (in den Bucket) und Neuaufbau über den Ops-Befehl im Worker …');
    const ops = (...args: string[]) =>
      compose(['exec', '-T', 'indexer', 'npm', 'run', '-s', 'ops', '--', ...args]);
    await ops('seed', '--products', '300');
    log((await ops('reindex')).trim());
    log((await ops('index', 'check')).trim());

    log('3. API: Health, gefilterte Liste, Schnellsuche …');
    const health = await call('/api/health');
    if (health.store !== 'ok' || health.search !== 'ok') throw new Error(`health: ${JSON.stringify(health)}`);
    const listed = await post('/api/filter-products', { filters: LIST, initial: true });
    if (!((listed.nOfProducts as number) > 0)) throw new Error('die gefilterte Liste ist leer');
    const [first] = listed.products as (Card & { brand: { name: string } })[];
    const found = await call(`/api/search-products?query=${encodeURIComponent(first?.brand.name ?? '')}`);
    if (!((found.nOfProducts as number) > 0)) throw new Error('die Schnellsuche findet die Marke nicht');
    const image = (first as { imageUrl?: string | null } | undefined)?.imageUrl;
    if (!image) throw new Error('das Produkt hat kein Bild: der Seed hat keine Bilder geschrieben');
    const picture = await fetch(new URL(image, base));
    if (picture.status !== 200 || !picture.headers.get('content-type')?.startsWith('image/'))
      throw new Error(`Produktbild aus dem Bucket: ${picture.status}`);

    log('4. Eine Bewertung ändert das Produkt; der Worker bringt es in den Suchindex …');
    const name = `smoke${randomBytes(4).toString('hex')}`;
    const email = `${name}@example.org`;
    const password = 'smoke-geheim-123';
    await post('/auth/register', {
      username: name,
      email,
      confirmEmail: email,
      password,
      confirmPassword: password,
      acceptPrivacy: true,
    });
    // Without SMTP the verification link is in the API's log.
    const verifyToken = await until('Bestätigungslink im Log', async () => {
      const logs = await compose(['logs', '--no-color', 'api']);
      return new RegExp(`"to":"${email}".*?verifizieren\\?token=([^"&\\s]+)`).exec(logs)?.[1];
    });
    await post('/auth/verify-email', { token: verifyToken });
    const { token } = (await post('/auth/login', { username: name, password })) as { token: string };
    const me = (await call('/api/user-from-token', {}, token)).user as { _id: string };
    const review = async (card: Card) => {
      await post(
        '/api/new-review',
        { user: me._id, product: card._id, reviewText: 'Rauchtest', reviewRating: 5, acceptTerms: true },
        token,
      );
      await until(`Bewertung von ${card._id} im Suchindex`, async () => {
        const now = (await cards()).find((c) => c._id === card._id);
        return now && now.ratingCount === card.ratingCount + 1 ? true : undefined;
      });
    };
    const [a, b] = await cards();
    if (!a || !b) throw new Error('zu wenige Produkte in der Liste');
    await review(a);

    log('5. Worker auf zwei skalieren, neu starten, wieder schreiben …');
    const twoWorkers = () =>
      compose([
        'up',
        '-d',
        '--no-recreate',
        '--scale',
        'indexer=2',
        '--wait',
        '--wait-timeout',
        '180',
        'indexer',
      ]);
    await twoWorkers();
    const workers = (await compose(['ps', '-q', 'indexer'])).trim().split('\n').filter(Boolean);
    if (workers.length !== 2) throw new Error(`${workers.length} statt 2 Worker laufen`);
    await compose(['restart', 'indexer']);
    await twoWorkers();
    await review(b);
    log('Rauchtest bestanden.');
  } finally {
    log('Abbau (Container und Volumes) …');
    await compose(['down', '-v', '--remove-orphans']).catch((error: Error) =>
      log(`Abbau fehlgeschlagen: ${error.message}`),
    );
  }
}
