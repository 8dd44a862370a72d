import { readFile } from 'node:fs/promises';
import { loadConfig } from '@futterkompass/adapters';
import { type Post, postPath } from '@futterkompass/domain';
import { addPost, isPdf, PostRefusedError } from '../ops/posts';
import { adminUpload } from './admin-client';
import { parseArgs, UsageError } from './args';
import { adminTarget, openExclusive, out, runCommand } from './command';

const USAGE = `Aufruf:
  npm run post -- add <titel> <kategorie> <datei.pdf>
  (--server URL: über die Admin-Schnittstelle eines laufenden Servers, mit ADMIN_TOKEN)`;

function parseAdd(argv: readonly string[]) {
  const [verb, title, category, file, ...rest] = argv.filter((a) => !a.startsWith('--'));
  if (verb !== 'add' || !title || !category || !file || rest.length > 0) throw new UsageError(USAGE);
  return { title, category, file };
}

async function readPdf(file: string): Promise<Buffer> {
  const data = await readFile(file).catch(() => {
    throw new UsageError(`Die Datei ${file} lässt sich nicht lesen.`);
  });
  // Refused here already, so that the answer is the same with and without a running server.
  if (!isPdf(data)) throw new PostRefusedError(`${file} ist kein PDF-Dokument.`);
  return data;
}

/**
 * `npm run post -- add <titel> <kategorie> <datei.pdf>`: publishes a tips post. Against the embedded
 * store while the server runs, it goes through the server's admin API, like the reindex.
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const input = parseAdd(argv.filter((a, i) => a !== '--server' && argv[i - 1] !== '--server'));
  const pdf = await readPdf(input.file);
  const config = loadConfig();
  const target = await adminTarget(config, parseArgs(argv));
  let post: Post;
  if (target) {
    const query = new URLSearchParams({ title: input.title, category: input.category });
    ({ post } = await adminUpload<{ post: Post }>(
      target.url,
      target.token,
      `/posts?${query}`,
      pdf,
      'application/pdf',
    ));
  } else {
    const { adapters, close } = await openExclusive(config, 'post');
    try {
      post = await addPost(adapters, { title: input.title, category: input.category, pdf });
    } finally {
      await close();
    }
  }
  out(`Beitrag „${post.title}“ (${post.category}) veröffentlicht: ${postPath(post._id)}`);
  return 0;
}

runCommand('Beitrag', main);
