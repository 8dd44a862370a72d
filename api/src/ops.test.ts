import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, DataDirBusyError } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops } from './testing/ops-command';
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
    const result = await ops('indexer/src/cli/seed.ts', ['--replace'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `Der Datenbestand in ${dataDir} wird vom laufenden Server verwendet (Prozess ${process.pid}, Port ${server.port})`,
    );
    expect(await server.adapters.store.collection(COLLECTIONS.products).count()).toBe(before);
  });

  it('runs the reindex command through the server’s admin API', async () => {
    const published = await server.adapters.store.collection(COLLECTIONS.products).count({ published: true });
    const result = await ops('indexer/src/cli/reindex.ts', [], { DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    expect(result.output).toContain(`über seine Admin-Schnittstelle auf Port ${server.port}`);
    expect(result.output).toMatch(
      new RegExp(
        `Neuaufbau fertig in [\\d,]+ s: ${published.toLocaleString('de-DE')} Dokumente \\([\\d.]+/s\\), 0 Fehler\\.`,
      ),
    );
  });
});

describe('ops commands without a running server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-ops-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds, refuses to seed twice, and validates on a dry run', async () => {
    const seeded = await ops('indexer/src/cli/seed.ts', ['--products', '120', '--no-images'], {
      DATA_DIR: dataDir,
    });
    expect(seeded.code).toBe(0);
    expect(seeded.output).toMatch(/Demo-Katalog geschrieben in [\d,]+ s: 120 Produkte/);
    const again = await ops('indexer/src/cli/seed.ts', [], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain(
      'Der Datenbestand ist nicht leer (120 Produkte). Mit --replace wird er durch den Demo-Katalog ersetzt.',
    );
    const dry = await ops('indexer/src/cli/reindex.ts', ['--dry-run'], { DATA_DIR: dataDir });
    expect(dry.code).toBe(0);
    expect(dry.output).toMatch(/Prüfung fertig in [\d,]+ s: \d+ Dokumente/);
  });

  it('rejects a bad option and a malformed variable with a message naming it', async () => {
    const bad = await ops('indexer/src/cli/seed.ts', ['--products', 'viele'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('--products braucht eine ganze Zahl größer 0.');
    const config = await ops('indexer/src/cli/reindex.ts', [], { DATA_DIR: dataDir, MONGODB_URL: 'foo' });
    expect(config.code).toBe(1);
    expect(config.output).toContain('MONGODB_URL: muss mit mongodb:// oder mongodb+srv:// beginnen');
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
