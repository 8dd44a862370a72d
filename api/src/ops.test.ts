import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, DataDirBusyError } from '@futterkompass/adapters';
import { simplePdf } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops, opsProcess } from './testing/ops-command';
import { startTestServer } from './testing/test-server';

describe('one owner per embedded store', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-ops-'));
    server = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    await server.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data directory', async () => {
    await expect(startTestServer({ dataDir })).rejects.toBeInstanceOf(DataDirBusyError);
  });

  it('stops the seed command with a clear message while the server runs', async () => {
    const before = await server.adapters.store.collection(COLLECTIONS.products).count();
    const result = await ops(['seed', '--replace'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `Der Datenbestand in ${dataDir} wird vom laufenden Server verwendet (Prozess ${process.pid}, Port ${server.port})`,
    );
    expect(await server.adapters.store.collection(COLLECTIONS.products).count()).toBe(before);
  });

  it('runs the reindex command through the server’s admin API', async () => {
    const published = await server.adapters.store.collection(COLLECTIONS.products).count({ published: true });
    const result = await ops(['reindex'], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.output).toContain(`über seine Admin-Schnittstelle auf Port ${server.port}`);
    expect(result.output).toMatch(
      new RegExp(
        `Neuaufbau fertig in [\\d,]+ s: ${published.toLocaleString('de-DE')} Dokumente \\([\\d.]+/s\\), 0 Fehler\\.`,
      ),
    );
  });
});

describe('user administration through the running server', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-ops-users-'));
    server = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    await server.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grants a role, blocks a user (ending the session) and unblocks', async () => {
    const users = server.adapters.store.collection<{ _id: string; role: string; status: string }>(
      COLLECTIONS.users,
    );
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const me = () => fetch(`${server.url}/api/user-from-token`, { headers: { token } });
    expect((await me()).status).toBe(200);

    const role = await ops(['user', 'role', 'DEMO', 'editor'], { DATA_DIR: dataDir });
    expect(role).toEqual({ code: 0, output: 'demo: Rolle user → editor.\n' });
    expect((await users.findOne({ username: 'demo' }))?.role).toBe('editor');

    const block = await ops(['user', 'block', 'demo'], { DATA_DIR: dataDir });
    expect(block).toEqual({ code: 0, output: 'demo: gesperrt, alle Sitzungen beendet.\n' });
    expect((await me()).status).toBe(401);
    expect(await server.adapters.store.collection(COLLECTIONS.sessions).count()).toBe(0);

    const unblock = await ops(['user', 'unblock', 'demo'], { DATA_DIR: dataDir });
    expect(unblock.code).toBe(0);
    expect((await users.findOne({ username: 'demo' }))?.status).toBe('active');
  });

  it('refuses an unknown user, an unknown role and a missing name with a German message', async () => {
    const unknown = await ops(['user', 'block', 'niemand'], { DATA_DIR: dataDir });
    expect(unknown).toEqual({
      code: 1,
      output: 'Es gibt keinen Nutzer „niemand“.\n',
    });
    const badRole = await ops(['user', 'role', 'demo', 'kaiser'], { DATA_DIR: dataDir });
    expect(badRole.code).toBe(1);
    expect(badRole.output).toContain(
      'Argument: rolle, Gegeben: "kaiser", Möglichkeiten: "user", "editor", "admin"',
    );
    const usage = await ops(['user'], { DATA_DIR: dataDir });
    expect(usage).toEqual({
      code: 1,
      output: 'Bitte eine Aktion angeben: role, block, unblock (Hilfe: npm run ops -- user --help).\n',
    });
  });
});

const TIP_PDF = simplePdf('Zecken im Frühling', [['Zecken sind ab März unterwegs.']]);

describe('publishing a tips post', () => {
  let dataDir: string;
  let pdf: string;
  let notPdf: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-ops-posts-'));
    pdf = path.join(dataDir, 'tipp.pdf');
    notPdf = path.join(dataDir, 'getarnt.pdf');
    await writeFile(pdf, TIP_PDF);
    await writeFile(notPdf, '<html>kein PDF</html>');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('adds a post through the running server’s admin API', async () => {
    const server = await startTestServer({ dataDir: path.join(dataDir, 'data') });
    try {
      const result = await ops(['post', 'add', 'Zecken im Frühling', 'Ratgeber', pdf], {
        DATA_DIR: server.dataDir,
      });
      expect(result.code).toBe(0);
      const { posts } = (await (await fetch(`${server.url}/api/posts`)).json()) as {
        posts: { _id: string; title: string; category: string; fileUrl: string }[];
      };
      const [newest] = posts;
      expect(newest).toMatchObject({ title: 'Zecken im Frühling', category: 'Ratgeber' });
      expect(result.output).toBe(
        `Beitrag „Zecken im Frühling“ (Ratgeber) veröffentlicht: /tipp-der-woche/show?id=${newest?._id}\n`,
      );
      const file = await fetch(`${server.url}/api/post/${newest?._id}/file`);
      expect(Buffer.from(await file.arrayBuffer()).equals(TIP_PDF)).toBe(true);
      const { post } = (await (await fetch(`${server.url}/api/post/${newest?._id}`)).json()) as {
        post: { text: { paragraphs: string[] } };
      };
      expect(post.text.paragraphs).toEqual(['Zecken sind ab März unterwegs.']);
    } finally {
      await server.cleanup();
    }
  });

  it('adds a post directly to the store when no server holds it', async () => {
    const result = await ops(['post', 'add', 'Direkt', 'Tipp der Woche', pdf], {
      DATA_DIR: path.join(dataDir, 'data'),
    });
    expect(result.code).toBe(0);
    expect(result.output).toMatch(
      /^Beitrag „Direkt“ \(Tipp der Woche\) veröffentlicht: \/tipp-der-woche\/show\?id=[0-9a-f]{24}\n$/,
    );
    const server = await startTestServer({ dataDir: path.join(dataDir, 'data') });
    try {
      const posts = await server.adapters.store.collection(COLLECTIONS.posts).find({ title: 'Direkt' });
      expect(posts).toHaveLength(1);
    } finally {
      await server.cleanup();
    }
  });

  it('refuses a file that is not a PDF by its content, a missing file and a missing argument', async () => {
    const env = { DATA_DIR: path.join(dataDir, 'data') };
    const refused = await ops(['post', 'add', 'Falsch', 'Ratgeber', notPdf], env);
    expect(refused).toEqual({ code: 1, output: `${notPdf} ist kein PDF-Dokument.\n` });
    const missing = await ops(['post', 'add', 'Fehlt', 'Ratgeber', 'fehlt.pdf'], env);
    expect(missing).toEqual({ code: 1, output: 'Die Datei fehlt.pdf lässt sich nicht lesen.\n' });
    const usage = await ops(['post', 'add', 'Nur Titel'], env);
    expect(usage).toEqual({ code: 1, output: 'Es fehlen Angaben: 1 angegeben, mindestens 3 nötig.\n' });
  });
});

describe('ops commands without a running server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-ops-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds, refuses to seed twice, and validates on a dry run', async () => {
    const seeded = await ops(['seed', '--products', '120', '--no-images'], {
      DATA_DIR: dataDir,
    });
    expect(seeded.code).toBe(0);
    expect(seeded.output).toMatch(/Demo-Katalog geschrieben in [\d,]+ s: 120 Produkte/);
    const again = await ops(['seed'], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain(
      'Der Datenbestand ist nicht leer (120 Produkte). Mit --replace wird er durch den Demo-Katalog ersetzt.',
    );
    const dry = await ops(['reindex', '--dry-run'], { DATA_DIR: dataDir });
    expect(dry.code).toBe(0);
    expect(dry.output).toMatch(/Prüfung fertig in [\d,]+ s: \d+ Dokumente/);
  });

  it('grants a role directly in the store when no server holds it', async () => {
    const role = await ops(['user', 'role', 'redaktion', 'admin'], { DATA_DIR: dataDir });
    expect(role).toEqual({ code: 0, output: 'redaktion: Rolle editor → admin.\n' });
  });

  it('rejects a bad option and a malformed variable with a message naming it', async () => {
    const bad = await ops(['seed', '--products', 'viele'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--products braucht eine ganze Zahl größer 0.');
    const config = await ops(['reindex'], { DATA_DIR: dataDir, MONGODB_URL: 'foo' });
    expect(config.code).toBe(1);
    expect(config.output).toContain('MONGODB_URL: muss mit mongodb:// oder mongodb+srv:// beginnen');
  });
});

describe('the ops entry as npm starts it', () => {
  it('prints a refusal on stderr and exits 1, in a process of its own', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-ops-process-'));
    try {
      const result = await opsProcess(['user', 'block', 'niemand'], { DATA_DIR: dataDir });
      expect(result).toEqual({ code: 1, stdout: '', stderr: 'Es gibt keinen Nutzer „niemand“.\n' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a second start', () => {
  it('reuses the data without seeding again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-restart-'));
    const first = await startTestServer({ dataDir });
    const count = await first.adapters.store.collection(COLLECTIONS.products).count();
    await first.cleanup();
    const second = await startTestServer({ dataDir });
    expect(await second.adapters.store.collection(COLLECTIONS.products).count()).toBe(count);
    expect(await second.adapters.store.collection(COLLECTIONS.users).count({ username: 'demo' })).toBe(1);
    await second.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });
});
