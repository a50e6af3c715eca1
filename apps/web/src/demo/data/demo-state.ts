import type { AccessLogEntry, Client, Comment, FileDetails, SharedLogEntry } from '@ops/contracts';
import { sampleAccessLog, sampleComments, sampleSharedLog } from './activity';
import { sampleClients } from './clients';
import { sampleDeliveries } from './deliveries';

/** The demo's "database": made fresh on every page load, changed by the demo's writes for the session. */
export interface DemoState {
  now: number;
  deliveries: FileDetails[];
  clients: Client[];
  comments: Map<number, Comment[]>;
  sharedLogs: Map<number, { shared: SharedLogEntry[]; requests: SharedLogEntry[] }>;
  accessLogs: Map<number, AccessLogEntry[]>;
  nextCommentId: number;
}

export function createDemoState(now = Date.now()): DemoState {
  const deliveries = sampleDeliveries(now);
  const perDelivery = <T>(make: (delivery: FileDetails, index: number) => T) =>
    new Map(deliveries.map((delivery, index) => [delivery.id, make(delivery, index)]));
  return {
    now,
    deliveries,
    clients: sampleClients(now),
    comments: perDelivery((delivery, index) => sampleComments(delivery, 1 + index * 10)),
    sharedLogs: perDelivery(sampleSharedLog),
    accessLogs: perDelivery(sampleAccessLog),
    nextCommentId: 1 + deliveries.length * 10,
  };
}
