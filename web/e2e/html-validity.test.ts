import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type BrandListing,
  brandPath,
  CALCULATORS,
  DEFAULT_CATALOG_SEARCH,
  ROUTES,
} from '@futterkompass/domain';
import { expect, it } from 'vitest';
import { describeOnServer } from './browser';

// The W3C's Nu HTML Checker (as validator.w3.org/nu runs it), on the installed Java.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describeOnServer('the HTML of the public pages', ({ baseUrl }) => {
  it('validates with the Nu HTML Checker without an error, on every kind of page', async () => {
    const list = await (await fetch(`${baseUrl}/produkte?${DEFAULT_CATALOG_SEARCH}`)).text();
    const product = /href="(\/produkte\/[^"?]+)"/.exec(list)?.[1];
    const { posts } = (await (await fetch(`${baseUrl}/api/posts`)).json()) as { posts: { _id: string }[] };
    const { brands } = (await (await fetch(`${baseUrl}/api/brands`)).json()) as { brands: BrandListing[] };
    const pages: Record<string, string> = {
      start: ROUTES.home,
      liste: `${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}&attributes=grainfree&currentPage=2`,
      kategorie: '/hund/trockenfutter/getreidefrei',
      marken: ROUTES.brands,
      marke: brandPath(brands[0]?.slug ?? ''),
      produkt: product ?? '',
      rechner: CALCULATORS[0]?.path ?? '',
      tipps: ROUTES.tips,
      beitrag: `${ROUTES.tip}?id=${posts[0]?._id}`,
      transparenz: ROUTES.transparency,
      impressum: ROUTES.imprint,
      vergleich: ROUTES.compare,
      kontakt: ROUTES.contact,
      'nicht-gefunden': '/gibt-es-nicht',
    };
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-vnu-'));
    try {
      const files = await Promise.all(
        Object.entries(pages).map(async ([name, address]) => {
          const answer = await fetch(`${baseUrl}${address}`);
          expect(answer.status, address).toBe(name === 'nicht-gefunden' ? 404 : 200);
          const file = path.join(dir, `${name}.html`);
          await writeFile(file, await answer.text());
          return file;
        }),
      );
      const messages = await vnu(files);
      expect(
        messages
          .filter((m) => m.type === 'error')
          .map((m) => `${path.basename(m.url)}:${m.lastLine} ${m.message} ${m.extract ?? ''}`),
      ).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** The checker's messages on the files (it exits with 1 when it found an error; its JSON goes to stderr). */
async function vnu(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files];
  const output = await promisify(execFile)('java', args, { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error;
      return { stderr: error.stderr };
    },
  );
  return (JSON.parse(output.stderr) as { messages: VnuMessage[] }).messages;
}
