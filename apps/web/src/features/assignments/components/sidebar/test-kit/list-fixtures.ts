import { API } from '@ops/contracts';
import type { AssignmentListItem, AssignmentListResponse } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import type { MonthGroup } from '@/features/assignments/lib/list-rows';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);
type ListData = AssignmentListResponse['data'];

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

/** A month group titled like the server does ('November 2026'). */
export function monthFixture(month: string, info: AssignmentListItem[]): MonthGroup {
  const title = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { title, month, info };
}

export function listReply(months: MonthGroup[], extra: Partial<ListData> = {}): MockReply {
  const data = {
    months,
    archive_count: 0,
    sort_order: 'ascending',
    type_of_data: 'recent',
    next_page: null,
    ...extra,
  };
  return { body: { success: true, message: '', data } };
}

export const query = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

/** Signed in at `path` with the profile and the given list calls answered. */
export function renderAssignments(path: string, routes: Record<string, Handler>) {
  const server = mockServer({ [`GET ${API.ops.profile}`]: profileReply(), ...routes });
  signIn();
  return { ...renderApp(path), server };
}

/** The list calls made so far, as their query strings' parameters. */
export const listCalls = (server: ReturnType<typeof mockServer>, path: string = API.assignments.list) =>
  server.calls('GET', path).map(query);
