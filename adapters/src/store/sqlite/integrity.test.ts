import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DamagedStoreError, DocumentIntegrityError } from './damage';
import { DATABASE_FILE } from './state-file';
import { createSqliteStore } from './store';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-integrity-'));
  dirs.push(dir);
  return dir;
};

interface User {
  _id: string;
  username: string;
  password: string;
}

/** Changes one character of a stored document behind the store's back, its checksum left as it was. */
function changeByte(dir: string, collection: string, id: string, from: string, to: string) {
  const db = new Database(path.join(dir, DATABASE_FILE));
  db.prepare(`UPDATE "${collection}" SET doc = replace(doc, ?, ?) WHERE id = ?`).run(from, to, id);
  db.close();
}

describe('checksums of stored documents', () => {
  it('reports a changed byte of a password hash at the read and at the start, instead of trusting it', async () => {
    const dir = await tempDir();
    const store = await createSqliteStore(dir, { verified: ['users'] });
    const users = store.collection<User>('users');
    await users.insert({ _id: 'u1', username: 'anna', password: '$argon2id$v=19$abcdef' });
    await store.close();
    changeByte(dir, 'users', 'u1', 'abcdef', 'abcdeg');

    await expect(createSqliteStore(dir, { verified: ['users'] })).rejects.toThrow(
      /1 Dokumente in users haben sich auf der Platte verändert, ihre Prüfsumme stimmt nicht \(u1\)/,
    );
    // Opened without the start's check of accounts, the read itself refuses the document.
    const unchecked = await createSqliteStore(dir);
    const read = unchecked.collection<User>('users').findOne({ username: 'anna' });
    await expect(read).rejects.toBeInstanceOf(DocumentIntegrityError);
    await expect(read).rejects.toThrow(/u1 in users .* Prüfsumme stimmt nicht mehr/);
    await unchecked.close();
  });

  it('checks a verified collection also where a find asks for a few fields only', async () => {
    const dir = await tempDir();
    const store = await createSqliteStore(dir, { verified: ['users'] });
    await store.collection<User>('users').insert({ _id: 'u4', username: 'dora', password: 'hash-4' });
    // Changed while the server runs, by another process.
    changeByte(dir, 'users', 'u4', 'hash-4', 'hash-5');
    await expect(
      store.collection<User>('users').find({}, { projection: { username: 1 } }),
    ).rejects.toBeInstanceOf(DocumentIntegrityError);
    await store.close();
  });

  it('does not let an update give a damaged document a new checksum', async () => {
    const dir = await tempDir();
    const store = await createSqliteStore(dir);
    await store.collection<User>('users').insert({ _id: 'u2', username: 'bert', password: 'hash-1' });
    await store.close();
    changeByte(dir, 'users', 'u2', 'hash-1', 'hash-2');
    const again = await createSqliteStore(dir);
    await expect(
      again.collection<User>('users').updateOne({ _id: 'u2' }, { $set: { username: 'bertram' } }),
    ).rejects.toBeInstanceOf(DocumentIntegrityError);
    await again.close();
  });
});

describe('revisions and deletions', () => {
  it('keeps with every document the write that last changed it, and every deletion with its write', async () => {
    const dir = await tempDir();
    const store = await createSqliteStore(dir);
    const notes = store.collection<{ _id: string; n: number }>('notes');
    await notes.insert({ _id: 'a', n: 1 });
    await notes.insert({ _id: 'b', n: 1 });
    await notes.updateOne({ _id: 'a' }, { $set: { n: 2 } });
    await notes.deleteOne({ _id: 'b' });
    await store.close();
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    const revs = db.prepare('SELECT id, rev FROM notes').all() as { id: string; rev: number }[];
    const deleted = db.prepare(`SELECT id, rev FROM _fk_deleted WHERE collection = 'notes'`).all() as {
      id: string;
      rev: number;
    }[];
    const writes = Number(
      (db.prepare(`SELECT value FROM _fk_state WHERE key = 'writes'`).get() as { value: string }).value,
    );
    db.close();
    expect(revs).toEqual([{ id: 'a', rev: writes - 1 }]);
    expect(deleted).toEqual([{ id: 'b', rev: writes }]);
  });

  it('opens a database of an earlier version, adds revisions and checksums, and checks them from then on', async () => {
    const dir = await tempDir();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE _fk_collections (name TEXT PRIMARY KEY, documents INTEGER NOT NULL);
      CREATE TABLE _fk_indexes (collection TEXT NOT NULL, fields TEXT NOT NULL, is_unique INTEGER NOT NULL, multikey INTEGER NOT NULL, PRIMARY KEY (collection, fields));
      CREATE TABLE _fk_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO _fk_state VALUES ('writes', '1');
      CREATE TABLE users (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL);
      INSERT INTO _fk_collections VALUES ('users', 1);
      INSERT INTO users VALUES ('u3', '{"_id":"u3","username":"carla"}');`);
    db.close();
    const store = await createSqliteStore(dir, { verified: ['users'] });
    expect(await store.collection('users').findOne({ _id: 'u3' })).toEqual({ _id: 'u3', username: 'carla' });
    await store.close();
    changeByte(dir, 'users', 'u3', 'carla', 'karla');
    await expect(createSqliteStore(dir, { verified: ['users'] })).rejects.toBeInstanceOf(DamagedStoreError);
  });
});
