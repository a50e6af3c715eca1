import type {
  AccessLogEntry,
  Client,
  Comment,
  FileDetails,
  SharedLogEntry,
  StaffMember,
} from '@ops/contracts';
import { createSessionAccounts } from './accounts';
import type { SessionAccounts } from './accounts';
import { sampleAccessLog, sampleComments, sampleRatings, sampleSharedLog } from './activity';
import type { ClientArea } from './client-area';
import { sampleClientState } from './client-sample-state';
import { sampleComplaints } from './complaints';
import type { ComplaintStore } from './complaints';
import { sampleDeliveries } from './deliveries';
import { createDeliveryCreationState } from './delivery-creation';
import type { DeliveryCreationState } from './delivery-creation';
import type { RecipientRatings } from './recipients';
import { sampleStaff } from './staff';
import { demoClock, type DemoClock } from './demo-clock';

/** The demo's "database": made fresh on every page load, changed by the demo's writes for the session. */
export interface DemoState {
  /** When the samples are dated from, and where the clock stands (or starts, in the demo build). */
  now: number;
  clock: DemoClock;
  /**
   * Whether calls take the time the demo gives them (an upload's parts at a modest speed, the sheet sync's
   * pause) so that progress and loaders can be seen: the demo build's, not the tests', which hold an
   * answer themselves when they look at what shows meanwhile.
   */
  paced: boolean;
  deliveries: FileDetails[];
  clients: Client[];
  clientArea: ClientArea;
  comments: Map<number, Comment[]>;
  sharedLogs: Map<number, { shared: SharedLogEntry[]; requests: SharedLogEntry[] }>;
  accessLogs: Map<number, AccessLogEntry[]>;
  nextCommentId: number;
  staff: StaffMember[];
  recipientRatings: RecipientRatings;
  /** Recipients' approvals and complaints (decision 0040). */
  complaints: ComplaintStore;
  accounts: SessionAccounts;
  creation: DeliveryCreationState;
}

export function createDemoState(now = Date.now(), { paced = false } = {}): DemoState {
  // The clock reads the state's own `now`, once the state is made.
  const clock = demoClock(() => state.now, paced);
  const deliveries = sampleDeliveries(now);
  const perDelivery = <T>(make: (delivery: FileDetails, index: number) => T) =>
    new Map(deliveries.map((delivery, index) => [delivery.id, make(delivery, index)]));
  const state: DemoState = {
    now,
    clock,
    paced,
    deliveries,
    ...sampleClientState(now),
    comments: perDelivery((delivery, index) => sampleComments(delivery, 1 + index * 10)),
    sharedLogs: perDelivery(sampleSharedLog),
    accessLogs: perDelivery(sampleAccessLog),
    nextCommentId: 1 + deliveries.length * 10,
    staff: sampleStaff(now),
    recipientRatings: sampleRatings(deliveries),
    complaints: sampleComplaints(deliveries, now),
    accounts: createSessionAccounts(),
    creation: createDeliveryCreationState(deliveries, now, clock),
  };
  return state;
}
