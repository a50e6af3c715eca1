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

/** A call of a signed-in recipient: 401 (the page says access ended) without a session. */
export const asRecipient = (
  resolve: (request: Request, email: string, call: CallInfo) => Promise<Response> | Response,
) =>
  open((call) => {
    const header = call.request.headers.get('authorization') ?? '';
    const email = header.startsWith('Bearer ') ? recipientOfSession(header.slice('Bearer '.length)) : null;
    return email ? resolve(call.request, email, call) : failure(401, RECIPIENT_MESSAGES.sessionEnded);
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
