import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileStore } from '@futterkompass/adapters';
import { isKnownRoute } from '@futterkompass/domain';
import express, { type Router } from 'express';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Stored files under /files; SVG is sandboxed so that it cannot run script. */
export function filesRoute(files: FileStore): Router {
  const router = express.Router();
  router.get('/:name', async (req, res) => {
    let data: Buffer | null = null;
    try {
      data = await files.read(req.params.name);
    } catch {
      data = null;
    }
    if (!data) {
      res.status(404).type('text/plain').send('Datei nicht gefunden.');
      return;
    }
    const type = TYPES[path.extname(req.params.name).toLowerCase()] ?? 'application/octet-stream';
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type(type).send(data);
  });
  return router;
}

/**
 * The built web app: assets with long caching, every page path answered with index.html (the app
 * routes itself); paths outside the route table get status 404 and the app's 404 page.
 */
export function webApp(distDir: string): Router | null {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res) => {
    res.status(isKnownRoute(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
