import type Database from 'better-sqlite3';
import { DuplicateKeyError } from '../port';

/** Prepared statements kept per connection; a store uses a few dozen shapes of SQL. */
const STATEMENTS_KEPT = 500;

export interface Connection {
  readonly db: Database.Database;
  statement(sql: string): Database.Statement;
}

export function connectionOf(db: Database.Database): Connection {
  const statements = new Map<string, Database.Statement>();
  return {
    db,
    statement(sql) {
      let found = statements.get(sql);
      if (!found) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        found = db.prepare(sql);
        statements.set(sql, found);
      }
      return found;
    },
  };
}

const sqliteCode = (error: unknown) => (error as { code?: unknown }).code;

/** A unique index or the id refused a write: the port's DuplicateKeyError; anything else as it is. */
export function translateError(error: unknown): never {
  const code = sqliteCode(error);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    throw new DuplicateKeyError((error as Error).message);
  throw error;
}

export const isCorruption = (error: unknown) => {
  const code = sqliteCode(error);
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
};
