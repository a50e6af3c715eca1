import { API, RECIPIENT_MESSAGES } from '@ops/contracts';
import type { RecipientDeliveriesResponse, RecipientVersion } from '@ops/contracts';
import { startRecipientSession } from '@/shared/session/recipient-session';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import type { RecipientDelivery } from '../api/recipients-api';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export const LINK_TOKEN = 'link-token-0123456789abcdefghijklmnop';
export const RECIPIENT_TOKEN = 'recipient-bearer-token';
export const RECIPIENT_EMAIL = 'asha@acme.com';

/** A browser with a recipient session, as after a successful code. */
export function recipientSignIn(email = RECIPIENT_EMAIL) {
  startRecipientSession({ token: RECIPIENT_TOKEN, email, expiresAt: '2026-11-12T18:00:00.000Z' });
}

export function summaryFixture(
  overrides: Partial<RecipientDeliveriesResponse['data'][number]> = {},
): RecipientDeliveriesResponse['data'][number] {
  return {
    id: 42,
    batch_id: 'ACME-2026-0042',
    client: 'Acme Corp',
    current_version: 2,
    shared_by: 'Dana Reyes',
    shared_at: '2026-11-10T09:00:00.000Z',
    expires_at: null,
    ...overrides,
  };
}

export function versionFixture(overrides: Partial<RecipientVersion> = {}): RecipientVersion {
  return {
    version: 1,
    delivered_at: '2026-11-09T14:30:00.000Z',
    notes: [],
    files: [{ id: 7, name: 'Report.docx', formats: [{ format: 'docx', size: 48_000 }] }],
    rating: null,
    comment: '',
    ...overrides,
  };
}

export function deliveryFixture(overrides: Partial<RecipientDelivery> = {}): RecipientDelivery {
  return {
    ...summaryFixture(),
    versions: [
      versionFixture(),
      versionFixture({
        version: 2,
        delivered_at: '2026-11-11T08:15:00.000Z',
        notes: [{ files: ['Deck.pptx'], notes: 'Slides 4 to 6 reworked.' }],
        files: [
          {
            id: 11,
            name: 'Deck.pptx',
            formats: [
              { format: 'pptx', size: 3_355_443 },
              { format: 'pdf', size: 820_000 },
            ],
          },
        ],
      }),
    ],
    requests: [],
    ...overrides,
  };
}

export const deliveriesReply = (data = [summaryFixture()], email = RECIPIENT_EMAIL): MockReply => ({
  body: { success: true, message: RECIPIENT_MESSAGES.deliveriesReady, email, data },
});

export const deliveryReply = (delivery = deliveryFixture()): MockReply => ({
  body: { success: true, message: RECIPIENT_MESSAGES.deliveriesReady, data: delivery },
});

export const sessionEndedReply: MockReply = {
  status: 401,
  body: { success: false, message: RECIPIENT_MESSAGES.sessionEnded },
};

/** The read calls of the portal for one delivery; `routes` replaces or adds any. */
export function portalRoutes(routes: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [`GET ${API.recipients.deliveries}`]: deliveriesReply(),
    [`GET ${API.recipients.delivery(42)}`]: deliveryReply(),
    [`POST ${API.recipients.logout}`]: { body: { success: true, message: RECIPIENT_MESSAGES.signedOut } },
    ...routes,
  };
}
