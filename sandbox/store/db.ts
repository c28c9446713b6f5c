import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './schema';

export type Db = Database.Database;

/** Opens (and migrates) the sandbox database; `:memory:` gives a private throwaway one. */
export function openDb(file = ':memory:'): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets a second reader (sqlite3 CLI, a debugging session) look in while we write.
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');
  migrate(db);
  return db;
}
