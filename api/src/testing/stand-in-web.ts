import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** The hashed asset the stand-in web build holds. */
export const STAND_IN_ASSET = '/assets/app-1234.js';

/** A web build of an index.html, one hashed asset (with its Brotli copy) and the PWA files, for tests that need no real bundle. */
export async function writeStandInWebBuild(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><meta name="description" content="Futterkompass" /><title>Futterkompass</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, STAND_IN_ASSET), 'console.log(1)');
  await writeFile(path.join(dir, `${STAND_IN_ASSET}.br`), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dir, 'sw.js'), "importScripts('./workbox-1234abcd.js');");
  await writeFile(path.join(dir, 'workbox-1234abcd.js'), 'self.workbox = {};');
  await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Futterkompass","start_url":"/"}');
  return dir;
}
