import { RECIPIENT_MESSAGES, recipientMessageResponseSchema } from '@ops/contracts';
import type { Locale } from '@ops/contracts';
import type { DemoState } from '../data/demo-state';
import { sharedEntry } from '../data/recipient-views';
import { recipientOfSession } from '../data/recipients';
import { refuse } from '../data/refusal';
import { failure, open, reply } from './respond';
import type { CallInfo } from './respond';

/** The portal's plain answer: success and its message. */
export const said = (message: string) => reply(recipientMessageResponseSchema, { success: true, message });

/**
 * The portal's sessions, as the server keeps them: how many each address has open, and the addresses whose
 * sessions an erasure ended (the demo's tokens name the address, so an ended one is refused by address).
 */
const sessions = new WeakMap<DemoState, { open: Map<string, number>; ended: Set<string> }>();
export function recipientSessions(state: DemoState) {
  let found = sessions.get(state);
  if (!found) sessions.set(state, (found = { open: new Map(), ended: new Set() }));
  return found;
}

const sessionAddress = (request: Request) => {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? recipientOfSession(header.slice('Bearer '.length)) : null;
};

/** A sign-in's new session for the address. */
export function openRecipientSession(state: DemoState, email: string) {
  const { open: counts, ended } = recipientSessions(state);
  ended.delete(email.toLowerCase());
  counts.set(email.toLowerCase(), (counts.get(email.toLowerCase()) ?? 0) + 1);
}

/** A sign-out ends the caller's session. */
export function closeRecipientSession(state: DemoState, request: Request) {
  const email = sessionAddress(request)?.toLowerCase();
  const { open: counts } = recipientSessions(state);
  if (email && counts.get(email)) counts.set(email, counts.get(email)! - 1);
}

/** A call of a signed-in recipient: 401 (the page says access ended) without a session, or once it ended. */
export const asRecipient = (
  state: DemoState,
  resolve: (request: Request, email: string, call: CallInfo) => Promise<Response> | Response,
) =>
  open((call) => {
    const email = sessionAddress(call.request);
    return email && !recipientSessions(state).ended.has(email.toLowerCase())
      ? resolve(call.request, email, call)
      : failure(401, RECIPIENT_MESSAGES.sessionEnded);
  });

/** The delivery with the address's share, if shared with it now; a revoke ends access at once. */
export function sharedDelivery(state: DemoState, email: string, id: unknown) {
  const delivery = state.deliveries.find((d) => d.id === Number(id));
  return delivery && sharedEntry(state, delivery, email);
}

export const notShared = () => failure(404, RECIPIENT_MESSAGES.deliveryNotFound);

/** A version of a delivery shared with the address; else 404, as an unshared delivery. */
export function sharedVersion(state: DemoState, email: string, deliveryId: number, version: number) {
  const delivery = sharedDelivery(state, email, deliveryId)?.delivery;
  const target = delivery?.target_versions.find((v) => v.version === version);
  return delivery && target ? { delivery, target } : refuse(404, RECIPIENT_MESSAGES.deliveryNotFound);
}

const chosenLanguages = new WeakMap<DemoState, Map<string, Locale>>();

/** The language each recipient chose in the portal (decision 0042), by address, with the demo's state. */
export function recipientLanguages(state: DemoState): Map<string, Locale> {
  let languages = chosenLanguages.get(state);
  if (!languages) {
    languages = new Map();
    chosenLanguages.set(state, languages);
  }
  return languages;
}
