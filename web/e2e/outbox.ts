import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface Mail {
  to?: string;
  links?: string[];
  createdAt?: string;
}

/**
 * The newest link to `route` mailed to `to`, read from the embedded store's outbox file (NeDB
 * appends each mail as a JSON line). Polls until the mail is there: mails may be sent after the answer.
 */
export async function mailedLink(dataDir: string, to: string, route: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const text = await readFile(path.join(dataDir, 'outbox.db'), 'utf8').catch(() => '');
    const links = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Mail)
      .filter((mail) => mail.to === to)
      .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
      .flatMap((mail) => mail.links ?? [])
      .filter((link) => new URL(link).pathname === route);
    const newest = links.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with a link to ${route}`);
}
