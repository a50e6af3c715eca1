import type { AccessLogEntry, ComplaintStatus, FileDetails } from '@ops/contracts';
import { addComplaint } from '../data/complaints';
import { createDemoState } from '../data/demo-state';
import type { DemoState } from '../data/demo-state';
import { DEMO_NOW } from './demo-call';

const t = (time: string) => `${time}:00.000Z`;

/** Each service's units by unit type. */
type Services = Record<string, Record<string, number>>;
/** [committed, actual] per version, from version 1. */
type Times = [committed: string | null, actual: string][];

function delivery(template: FileDetails, id: number, client: string, services: Services, times: Times) {
  const [committed, actual] = times.at(-1)!;
  return {
    ...template,
    id,
    client_code: client,
    committed_delivery: committed && t(committed),
    actual_delivery: t(actual),
    current_version: times.length,
    services: Object.entries(services).map(([service, units]) => ({
      service,
      sub_services: Object.entries(units).map(([unit_type, unit_count]) => ({
        sub_service: service,
        unit_type,
        unit_count,
      })),
    })),
    target_versions: times.map(([committed, actual], index) => ({
      ...template.target_versions[0]!,
      version: index + 1,
      committed_delivery: committed && t(committed),
      actual_delivery: t(actual),
    })),
  } satisfies FileDetails;
}

const downloaded = (line: string, time: string): AccessLogEntry => ({
  date: t(time),
  type: 'download',
  tooltip: { ip: '192.0.2.10', location: '-', files: [], shared_users: [] },
  platform: 'Chrome · Desktop',
  access_log_string: line,
});

const KAVYA = 'kavya.iyer@acme.example.com';
const JONAS = 'jonas.weber@globex.example.com';
const LAYLA = 'layla.haddad@initech.example.com';

/**
 * Insights' hand-computed fixture (insights-handlers.test.ts), in place of the sample's deliveries, ratings,
 * complaints and access logs; the clients stay the sample's: ACME (1), GLOBEX (2), INITECH (3).
 * - 2000 ACME, Translation, 2000 Words: v1 committed 2025-11-10 12:00, delivered 2025-11-11 (12 h late).
 * - 2001 ACME, Translation, 1000 'Words' + 500 'word' + 10 Pages: v1 on time to the minute (10-05 12:00),
 *   v2 2 h late (10-10).
 * - 2002 GLOBEX, Audio-Video (30 Minutes) and Graphic Design (4 'IMAGES'): v1 6 h late (10-12).
 * - 2003 INITECH, Research, 8 Hours: v1 without a committed time (10-20).
 * - 2004 ACME, Translation, 200 Words: v1 without a committed time (10-25).
 * - 2005 GLOBEX, Presentation Design, 12 Pages: v1 1 h late (11-02).
 * - 2006 INITECH, Translation, 300 Words: v1 3 h 20 min late (11-03).
 * - 2007 ACME, Data Processing and Courier (no category): v1 10 h late (11-04).
 * - 2008 GLOBEX, Translation, 800 Words: v1 on time in September, v2 a day early in November.
 */
export function insightsFixture(state: DemoState = createDemoState(DEMO_NOW)) {
  const d = (id: number, client: string, services: Services, times: Times) =>
    delivery(state.deliveries[0]!, id, client, services, times);
  state.deliveries = [
    d(2000, 'ACME', { Translation: { Words: 2000 } }, [['2025-11-10T12:00', '2025-11-11T00:00']]),
    d(2001, 'ACME', { 'Translation Services': { Words: 1000, word: 500, Pages: 10 } }, [
      ['2026-10-05T12:00', '2026-10-05T12:00'],
      ['2026-10-10T12:00', '2026-10-10T14:00'],
    ]),
    d(2002, 'GLOBEX', { 'Audio-Video Production': { Minutes: 30 }, 'Graphic Design': { IMAGES: 4 } }, [
      ['2026-10-12T00:00', '2026-10-12T06:00'],
    ]),
    d(2003, 'INITECH', { 'Research & Analytics': { Hours: 8 } }, [[null, '2026-10-20T09:00']]),
    d(2004, 'ACME', { Translation: { Words: 200 } }, [[null, '2026-10-25T12:00']]),
    d(2005, 'GLOBEX', { 'Presentation Design': { Pages: 12 } }, [['2026-11-02T00:00', '2026-11-02T01:00']]),
    d(2006, 'INITECH', { Translation: { Words: 300 } }, [['2026-11-03T00:00', '2026-11-03T03:20']]),
    d(2007, 'ACME', { 'Data Processing': {}, Courier: {} }, [['2026-11-04T00:00', '2026-11-04T10:00']]),
    d(2008, 'GLOBEX', { Translation: { Words: 800 } }, [
      ['2026-09-15T12:00', '2026-09-15T11:00'],
      ['2026-11-10T00:00', '2026-11-09T00:00'],
    ]),
  ];
  // Ratings count in the month they were saved: 2001 v2's in November though it was delivered in October.
  const rated = (rating: number, time?: string) => ({
    rating,
    comment: '',
    ...(time && { saved_at: new Date(t(time)) }),
  });
  state.recipientRatings = new Map([
    [`${KAVYA}:2001:1`, rated(5, '2026-10-06T09:00')],
    [`${JONAS}:2002:1`, rated(4, '2026-10-13T09:00')],
    [`${LAYLA}:2003:1`, rated(4, '2026-10-21T09:00')],
    [`${KAVYA}:2001:2`, rated(2, '2026-11-01T09:00')],
    // One set without a time (as a test may set one) is not counted.
    [`${JONAS}:2005:1`, rated(1)],
  ]);
  state.complaints.rows = [];
  const complaint = (delivery_id: number, created: string, status: ComplaintStatus, resolved?: string) =>
    Object.assign(
      addComplaint(state.complaints, {
        delivery_id,
        version: 1,
        email: KAVYA,
        category: 'terminology',
        text: 'A complaint.',
        files: [],
        created_at: new Date(t(created)),
      }),
      { status, resolved_at: resolved ? new Date(t(resolved)) : null },
    );
  complaint(2001, '2026-10-06T10:00', 'resolved', '2026-11-02T10:00');
  complaint(2002, '2026-10-15T10:00', 'answered');
  complaint(2006, '2026-11-05T10:00', 'open');
  // Reopened: resolved once in October, open again, so not counted as resolved.
  complaint(2008, '2026-09-20T10:00', 'open', '2026-10-01T10:00');
  // Recipients' downloads; a staff member's (by name) does not count.
  state.accessLogs = new Map([
    [
      2001,
      [
        downloaded('Omar Ops downloaded Report.pdf', '2026-10-05T12:30'),
        downloaded(`${KAVYA} downloaded Report.pdf (version 1)`, '2026-10-05T14:00'),
        downloaded(`${KAVYA} downloaded Report.pdf (version 1)`, '2026-10-07T14:00'),
        downloaded(`${KAVYA} downloaded B-2001-v2.zip (version 2)`, '2026-10-11T00:00'),
      ],
    ],
    // A line without a version (as the sample's) is of the version delivered last before it.
    [2002, [downloaded(`${JONAS} downloaded Clip.srt.`, '2026-10-12T09:00')]],
    [2004, [downloaded(`${KAVYA} downloaded Terms.pdf (version 1)`, '2026-10-26T12:00')]],
    [2005, [downloaded(`${JONAS} downloaded Deck.pdf.`, '2026-11-02T01:30')]],
    [2008, [downloaded(`${JONAS} downloaded Terms.pdf.`, '2026-11-09T06:00')]],
  ]);
  return state;
}
