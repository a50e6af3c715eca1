import type { AccessLogEntry } from '@ops/contracts';

/** Who made each access-log entry (the server's actor column): answers leave it out; a recipient's erasure reads it. */
const actors = new WeakMap<AccessLogEntry, string>();

/** The entry, noted as made by `actor`. */
export function madeBy<E extends AccessLogEntry>(entry: E, actor: string): E {
  actors.set(entry, actor);
  return entry;
}

export const actorOf = (entry: AccessLogEntry) => actors.get(entry);
