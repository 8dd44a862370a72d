import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops } from './testing/ops-command';
import { startTestServer } from './testing/test-server';

const alertBar = async (url: string) =>
  ((await (await fetch(`${url}/api/alert-bar`)).json()) as { abData: Record<string, string> }).abData;

/** Products and users as they are stored, in id order: what a restore must bring back. */
async function catalogue(store: Store) {
  const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
  return {
    products: (await store.collection(COLLECTIONS.products).find({})).sort(byId),
    users: (await store.collection(COLLECTIONS.users).find({})).sort(byId),
  };
}

/** The default list page's first answer. */
const list = async (url: string) =>
  (
    await fetch(`${url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {}, initial: true }),
    })
  ).json();

describe('npm run ops -- --help', () => {
  it('lists every command with its German description', async () => {
    const help = await ops(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.output).toContain('Aufruf: npm run ops -- <befehl> [optionen]');
    expect(help.output).toContain('Befehle:');
    for (const [command, text] of [
      ['reindex', 'Suchindex neu aufbauen'],
      ['seed', 'Demo-Katalog schreiben'],
      ['user', 'Nutzer verwalten'],
      ['post', 'Tipp-Beiträge veröffentlichen'],
      ['alert-bar', 'Hinweisleiste setzen oder ausblenden'],
      ['store', 'eingebetteten Datenbestand prüfen oder reparieren'],
      ['backup <datei>', 'alle Sammlungen und Dateien in ein Archiv sichern'],
      ['restore <datei>', 'Datenbestand aus einer Sicherung wiederherstellen'],
      ['import-offers <datei>', 'Angebots-Feed \\(CSV oder JSON\\) importieren'],
      ['merchant', 'Händlerkonten: anlegen, freischalten, sperren, auflisten'],
    ])
      expect(help.output).toMatch(new RegExp(`npm run ops -- ${command} +${text}`));
    expect(help.output).toContain('Hilfe anzeigen');
  });
});

describe('the alert bar, backup and restore against the embedded store', () => {
  let root: string;
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fk-ops-admin-'));
    dataDir = path.join(root, 'data');
    server = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    await server?.cleanup();
    await rm(root, { recursive: true, force: true });
  });

  it('sets the alert bar through the running server, shows it back, refuses a bad colour and clears it', async () => {
    const url = (server as NonNullable<typeof server>).url;
    const set = await ops(
      [
        'alert-bar',
        'set',
        '--text',
        'Neu: Futterrechner',
        '--link',
        '/rechner',
        '--button',
        'Ansehen',
        '--color',
        '#2a6f97',
      ],
      { DATA_DIR: dataDir },
    );
    expect(set).toEqual({
      code: 0,
      output: 'Hinweisleiste gesetzt: „Neu: Futterrechner“\n  Button „Ansehen“ → /rechner\n  Farbe #2A6F97\n',
    });
    expect(await alertBar(url)).toEqual({
      text: 'Neu: Futterrechner',
      link: '/rechner',
      buttonText: 'Ansehen',
      color: '2A6F97',
    });

    const bad = await ops(['alert-bar', 'set', '--text', 'x', '--color', '55AD5'], { DATA_DIR: dataDir });
    expect(bad).toEqual({
      code: 1,
      output: 'Die Farbe „55AD5“ ist kein Hex-Farbwert mit sechs Stellen (z. B. 55AD59).\n',
    });
    expect((await alertBar(url)).text).toBe('Neu: Futterrechner');

    expect(await ops(['alert-bar', 'clear'], { DATA_DIR: dataDir })).toEqual({
      code: 0,
      output: 'Hinweisleiste ausgeblendet.\n',
    });
    expect((await alertBar(url)).text).toBe('');
  });

  it('backs up while the server runs, refuses a restore then, refuses a damaged archive, and restores the same catalogue', async () => {
    const running = server as NonNullable<typeof server>;
    const before = await catalogue(running.adapters.store);
    const listedBefore = await list(running.url);
    const file = path.join(root, 'sicherung.tar.gz');
    const backup = await ops(['backup', file], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    expect(backup.output).toContain(
      `Sicherung über den Server (Prozess ${process.pid}) http://127.0.0.1:${running.port}`,
    );
    expect(backup.output).toMatch(
      /Sicherung geschrieben: .*sicherung\.tar\.gz \([\d,]+ MB\), [\d.]+ Dokumente in \d+ Sammlungen, [\d.]+ Dateien\./,
    );

    // Changes after the backup: a product renamed, one deleted, a user deleted.
    const products = running.adapters.store.collection(COLLECTIONS.products);
    const [first, second] = before.products as { _id: string }[];
    await products.updateOne({ _id: first?._id }, { $set: { series: 'Nach der Sicherung' } });
    await products.deleteOne({ _id: second?._id });
    await running.adapters.store.collection(COLLECTIONS.users).deleteOne({ username: 'demo' });

    const whileRunning = await ops(['restore', file], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain(
      `Der Datenbestand in ${dataDir} wird vom laufenden Server verwendet (Prozess ${process.pid}, Port ${running.port}). Eine Wiederherstellung ersetzt den ganzen Bestand`,
    );
    await running.cleanup();
    server = undefined;

    const archive = await readFile(file);
    const cut = path.join(root, 'abgeschnitten.tar.gz');
    await writeFile(cut, archive.subarray(0, Math.floor(archive.length / 2)));
    const damaged = await ops(['restore', cut], { DATA_DIR: dataDir });
    expect(damaged.code).toBe(1);
    expect(damaged.output).toContain('Die Sicherung ist beschädigt oder unvollständig');

    const restore = await ops(['restore', file], { DATA_DIR: dataDir });
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/Wiederhergestellt aus .*sicherung\.tar\.gz \(Stand /);

    server = await startTestServer({ dataDir });
    expect(await catalogue(server.adapters.store)).toEqual(before);
    expect(await list(server.url)).toEqual(listedBefore);
    // A backup and a restore of the whole demo catalogue, two server starts: a bound, not a goal.
  }, 60_000);
});
