import path from 'node:path';
import { DATABASE_FILE } from '@futterkompass/adapters';
import Database from 'better-sqlite3';
import type { APIRequestContext } from 'playwright-core';

interface Mail {
  to?: string;
  links?: string[];
  createdAt?: string;
}

/** The outbox collection's mails, read from the embedded store's database beside the server. */
function outboxMails(dataDir: string): Mail[] {
  let db: Database.Database | undefined;
  try {
    db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    return (db.prepare('SELECT doc FROM outbox').all() as { doc: string }[]).map(
      (row) => JSON.parse(row.doc) as Mail,
    );
  } catch {
    // No mail yet: the database or its outbox table does not exist.
    return [];
  } finally {
    db?.close();
  }
}

/**
 * The newest link to `route` mailed to `to`, read from the embedded store's outbox. Polls until the
 * mail is there: mails may be sent after the answer.
 */
export async function mailedLink(dataDir: string, to: string, route: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const links = outboxMails(dataDir)
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

/** A new, verified account through the API (registration and the mailed link), for a journey. */
export async function registerVerified(
  request: APIRequestContext,
  { baseUrl, dataDir }: { baseUrl: string; dataDir: string },
  username: string,
  password: string,
): Promise<void> {
  const email = `${username.toLowerCase()}@example.org`;
  const registered = await request.post(`${baseUrl}/auth/register`, {
    data: { username, email, confirmEmail: email, password, confirmPassword: password, acceptPrivacy: true },
  });
  if (registered.status() !== 200) throw new Error(`registration refused: ${registered.status()}`);
  const token = new URL(await mailedLink(dataDir, email, '/verifizieren')).searchParams.get('token');
  const verified = await request.post(`${baseUrl}/auth/verify-email`, { data: { token } });
  if (verified.status() !== 200) throw new Error(`verification refused: ${verified.status()}`);
}
