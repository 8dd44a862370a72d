import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../store/sqlite/store';
import { createOutboxMailer, type OutboxMessage } from './outbox';

describe('outbox mailer', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores the message with its links', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-mail-'));
    const store = await createSqliteStore(dir);
    const lines: unknown[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const mailer = createOutboxMailer({ store, logger, from: 'Futterkompass <noreply@futterkompass.de>' });
    await mailer.send({
      to: 'kim@example.org',
      subject: 'Bitte bestätige deine E-Mail Adresse',
      text: 'Hallo Kim,\nbitte öffne https://futterkompass.example/verifizieren?token=abc123.\nDanke!',
    });
    const [stored] = await store.collection<OutboxMessage>('outbox').find();
    expect(stored).toMatchObject({
      to: 'kim@example.org',
      from: 'Futterkompass <noreply@futterkompass.de>',
      links: ['https://futterkompass.example/verifizieren?token=abc123'],
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'mail written to outbox', to: 'kim@example.org' }),
    );
    await store.close();
  });
});
