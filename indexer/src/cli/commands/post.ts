import { readFile } from 'node:fs/promises';
import { type Post, postPath } from '@futterkompass/domain';
import { addPost, isPdf, PostRefusedError } from '../../ops/posts';
import { adminUpload } from '../admin-client';
import { UsageError } from '../args';
import { type OpsCommand, out, viaServerOrStore, withServer } from '../command';

async function readPdf(file: string): Promise<Buffer> {
  const data = await readFile(file).catch(() => {
    throw new UsageError(`Die Datei ${file} lässt sich nicht lesen.`);
  });
  // Refused here already, so that the answer is the same with and without a running server.
  if (!isPdf(data)) throw new PostRefusedError(`${file} ist kein PDF-Dokument.`);
  return data;
}

const add: OpsCommand = {
  command: 'add <titel> <kategorie> <datei>',
  describe: 'Tipp-Beitrag mit PDF veröffentlichen',
  title: 'Beitrag',
  builder: (yargs) =>
    withServer(yargs)
      .positional('titel', { type: 'string', describe: 'Titel des Beitrags' })
      .positional('kategorie', { type: 'string', describe: 'Kategorie, z. B. Ratgeber' })
      .positional('datei', { type: 'string', describe: 'PDF-Datei' }),
  async run(args: { titel: string; kategorie: string; datei: string; server?: string }, context) {
    const pdf = await readPdf(args.datei);
    const input = { title: args.titel, category: args.kategorie };
    const post = await viaServerOrStore<Post>(
      context,
      args.server,
      'post',
      async ({ url, token }) =>
        (
          await adminUpload<{ post: Post }>(
            url,
            token,
            `/posts?${new URLSearchParams(input)}`,
            pdf,
            'application/pdf',
          )
        ).post,
      (adapters) => addPost(adapters, { ...input, pdf }),
    );
    out(`Beitrag „${post.title}“ (${post.category}) veröffentlicht: ${postPath(post._id)}`);
    return 0;
  },
};

/** Tips posts; against the embedded store while the server runs, through its admin API. */
export const postCommand: OpsCommand = {
  command: 'post',
  describe: 'Tipp-Beiträge veröffentlichen',
  subcommands: [add],
};
