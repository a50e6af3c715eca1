import { API, assignmentListQuerySchema } from '@ops/contracts';
import type { AssignmentListItem, FileDetails } from '@ops/contracts';
import { deliveryList } from '@/demo/data/delivery-lists';
import type { Scope } from '@/demo/data/delivery-lists';
import { calls, demoState, signInAs } from '@/test/demo-server';
import type { RecordedRequest } from '@/test/demo-server';
import type { InitialEntry } from 'react-router';
import { renderApp } from '@/test/render-app';

const DAY = 86_400_000;

/** A card of the list, for rendering one card alone. */
export function itemFixture(overrides: Partial<AssignmentListItem> = {}): AssignmentListItem {
  return {
    id: 1,
    file_names: ['Quarterly Results Deck.pptx'],
    client_code: 'ACME',
    delivery_user_type: 'default',
    requester_name: 'Priya Raman',
    duration: '2 Days, 3 Hrs',
    committed_delivery: '2026-11-05T12:00:00.000Z',
    services: ['Translation Services'],
    unit_details: [{ unit_type: 'Words', unit_count: 1200 }],
    feedback: 4,
    ...overrides,
  };
}

/**
 * The demo server's clock in these tests (each file resets the demo at it): its sample deliveries then fall
 * as the tests read them. Recent live view (30 days): October 2026 holds 1007 and 1006, November 2026 1005
 * to 1001 (ascending). The archive (older than 90 days) holds 1013 to 1016; its recent view, August 2026,
 * holds 1014 and 1013. 'deck' finds Board Deck: 1002 live and 1014 archived.
 */
export const NOW = Date.UTC(2026, 10, 20, 12);

export const query = (request: RecordedRequest) => new URL(request.url).searchParams;

export const sample = (id: number) => demoState().deliveries.find((d) => d.id === id)!;

/** A copy of a sample delivery under another id, delivered `daysAgo` days before the demo's clock. */
export function copyOf(base: FileDetails, id: number, daysAgo: number, fileName?: string): FileDetails {
  const copy = structuredClone(base);
  copy.id = id;
  copy.actual_delivery = new Date(demoState().now - daysAgo * DAY).toISOString();
  if (fileName) {
    for (const version of copy.target_versions) version.files = [{ name: fileName, links: {} }];
  }
  return copy;
}

/** The list the demo's server answers a request with (for an override that changes one field of it). */
export function demoAnswer(scope: Scope, request: Request) {
  const params = assignmentListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return deliveryList(demoState().deliveries, scope, params, demoState().now);
}

/** An answer held back until the test lets it go (the resolver then passes the request on to the demo). */
export function heldBack() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, wait: () => released };
}

/** Signed in as the demo's operations admin at `path`. */
export function renderAssignments(path: InitialEntry) {
  signInAs('OA');
  return renderApp(path);
}

/** The list calls made so far, as their query strings' parameters. */
export const listCalls = (path: string = API.assignments.list) => calls('GET', path).map(query);
