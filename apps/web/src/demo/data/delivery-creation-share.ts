import {
  CLIENT_MESSAGES,
  MESSAGES,
  classifyShareEmails as classify,
  shareAnswer,
  shareSuggestions,
} from '@ops/contracts';
import type { Client, Profile, ShareEmailResponse } from '@ops/contracts';
import { passwordMatches } from './accounts';
import { entityOf, requireDelivery } from './delivery-creation';
import { refuse } from './refusal';
import type { DemoState } from './demo-state';

/** The client a share or suggestion is about: by client_code, else the delivery's, else the entity's. */
function findShareClient(
  state: DemoState,
  ref: { client_code?: string; delivery_id?: string; entity_code?: string },
): Client | undefined {
  const byCode = (code: string | undefined) => state.clients.find((c) => c.client_code === code);
  if (ref.client_code) return byCode(ref.client_code);
  if (ref.delivery_id) return byCode(requireDelivery(state.deliveries, ref.delivery_id).client_code);
  if (ref.entity_code) return byCode(entityOf(state.creation, ref.entity_code)?.client_code);
  return undefined;
}

/** The contracts' share rule against a demo client: its domains and its client users' addresses. */
export function classifyShareEmails(state: DemoState, client: Client | undefined, emails: string[]) {
  const userEmails = client
    ? state.clientArea.users.filter((u) => u.client_id === client.client_id).map((u) => u.email)
    : [];
  return classify(emails, { domains: client?.client_domain_list ?? [], userEmails });
}

/** The caller's own password (the session's, after a change), as the server checks it. */
export const checkPassword = (state: DemoState, account: Profile, password: string) => {
  if (!passwordMatches(state.accounts, account, password)) refuse(400, MESSAGES.incorrectPassword);
};

/**
 * share-email/ (and sharing-file/ before it shares), by the contracts' share answer for the client the
 * request names; a wrong password is refused.
 */
export function checkShareEmails(
  state: DemoState,
  account: Profile,
  input: Parameters<typeof findShareClient>[1] & {
    emails: string[];
    accept_warning: boolean;
    password?: string;
  },
): ShareEmailResponse {
  const client = findShareClient(state, input) ?? refuse(404, CLIENT_MESSAGES.clientNotFound);
  const found = classifyShareEmails(state, client, input.emails);
  const { answer, password } = shareAnswer(found, client.client_code, input);
  if (password) checkPassword(state, account, password);
  return answer;
}

/**
 * Share-field suggestions by the contracts' rule, as the server reads them: the client's users, then the
 * addresses its deliveries were shared with, each list by e-mail.
 */
export function suggestEmails(
  state: DemoState,
  query: { search: string; client_code?: string; delivery_id?: string; entity_code?: string },
) {
  let client: Client | undefined;
  try {
    client = findShareClient(state, query);
  } catch {
    return [];
  }
  if (!client) return [];
  const byEmail = (a: { email: string }, b: { email: string }) =>
    a.email < b.email ? -1 : a.email > b.email ? 1 : 0;
  const users = state.clientArea.users
    .filter((u) => u.client_id === client.client_id)
    .map((u) => ({ email: u.email, name: u.username }))
    .sort(byEmail);
  // A recipient's requests for colleagues are left out, as by the rule and the server's query.
  const shared = state.deliveries
    .filter((d) => d.client_code === client.client_code)
    .flatMap((d) => state.sharedLogs.get(d.id)?.shared ?? [])
    .map((s) => ({ email: s.shared_to_user_email, is_request: false }))
    .sort(byEmail);
  return shareSuggestions({ users, shared, search: query.search });
}
