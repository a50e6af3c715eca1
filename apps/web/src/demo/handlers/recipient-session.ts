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
function sessionsOf(state: DemoState) {
  let found = sessions.get(state);
  if (!found) sessions.set(state, (found = { open: new Map(), ended: new Set() }));
  return found;
}

/** The address a portal call's token names, in lower case, or null. */
const sessionAddress = (request: Request) => {
  const header = request.headers.get('authorization') ?? '';
  const email = header.startsWith('Bearer ') ? recipientOfSession(header.slice('Bearer '.length)) : null;
  return email?.toLowerCase() ?? null;
};

/** How many portal sessions the (lower-case) address has open. */
export const openRecipientSessions = (state: DemoState, email: string) =>
  sessionsOf(state).open.get(email) ?? 0;

/** A sign-in's new session for the address. */
export function openRecipientSession(state: DemoState, email: string) {
  const { open: counts, ended } = sessionsOf(state);
  const key = email.toLowerCase();
  ended.delete(key);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** A sign-out ends the caller's session. */
export function closeRecipientSession(state: DemoState, request: Request) {
  const email = sessionAddress(request);
  const open = email ? openRecipientSessions(state, email) : 0;
  if (email && open) sessionsOf(state).open.set(email, open - 1);
}

/** An erasure ends every session of the (lower-case) address, as the server deletes them. */
export function endRecipientSessions(state: DemoState, email: string) {
  const { open: counts, ended } = sessionsOf(state);
  counts.delete(email);
  ended.add(email);
}

/** A call of a signed-in recipient: 401 (the page says access ended) without a session, or once it ended. */
export const asRecipient = (
  state: DemoState,
  resolve: (request: Request, email: string, call: CallInfo) => Promise<Response> | Response,
) =>
  open((call) => {
    const email = sessionAddress(call.request);
    return email && !sessionsOf(state).ended.has(email)
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
