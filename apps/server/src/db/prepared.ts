import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Statements a hot path runs on every call, built once per database handle and prepared (named, so
 * PostgreSQL parses and plans each once per connection): building a drizzle query again on every call cost
 * more CPU than PostgreSQL spent answering it (decision 0025). Only for statements of a fixed shape whose
 * values are placeholders. They run on the handle they were built on: pass a transaction to run inside it
 * (built again for each transaction, so no saving there). A placeholder's value goes through its column's
 * encoder even when null, so a nullable timestamp or jsonb column needs its own statement shape.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = prepare(db)));
    return statements;
  };
}

type PlaceholderType = 'int' | 'bigint' | 'text' | 'timestamptz' | 'jsonb';

/**
 * A named statement's placeholder with its PostgreSQL type written out: a bare placeholder in a SET or a
 * SELECT list leaves PostgreSQL to guess its type, which it cannot always do.
 */
export const typedPlaceholder = (name: string, type: PlaceholderType) =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;
