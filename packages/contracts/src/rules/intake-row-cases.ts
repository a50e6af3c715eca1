import { ASSIGNMENT_IMPORT_COLUMNS, INTAKE_MESSAGES, type IntakeAssignment } from '../deliveries/intake.js';
import { csvText } from './csv.js';
import type { IntakeRefusedRow } from './intake-rows.js';
import { MESSAGES } from './messages.js';

type Column = (typeof ASSIGNMENT_IMPORT_COLUMNS)[number];

/** The codes and ids a harness knows in its own world; `id` makes an assignment id new to that world. */
export interface IntakeCaseWorld {
  /** A known client and one of its entities. */
  client: string;
  entity: string;
  /** Another known client and one of its entities. */
  otherClient: string;
  otherEntity: string;
  /** An assignment that a delivery holds for `client`. */
  delivered: string;
  id: (n: number) => string;
}

export type IntakeCaseOutcome =
  /** The whole file is refused (400) with this message. */
  | { refusal: string }
  | {
      created: number;
      refused: IntakeRefusedRow[];
      /** An assignment as stored afterwards, with its names as the catalogue spells them. */
      stored?: { assignment_id: string; name: string; services: IntakeAssignment['services'] };
    };

const TRANSLATION = 'Translation Services';

/** One import line of assignment `id`, a good one unless `cells` says otherwise. */
const line = (w: IntakeCaseWorld, id: string, cells: Partial<Record<Column, string>> = {}) => {
  const base: Record<Column, string> = {
    assignment_id: id,
    name: `Brochure ${id}`,
    requester_name: 'Priya Raman',
    requester_email: 'priya@example.com',
    client_code: w.client,
    entity_code: w.entity,
    service: TRANSLATION,
    sub_service: 'Proofreading',
    unit_type: 'Words',
    unit_count: '800',
    batch_id: '',
  };
  return ASSIGNMENT_IMPORT_COLUMNS.map((c) => cells[c] ?? base[c]);
};
const header = (): string[] => [...ASSIGNMENT_IMPORT_COLUMNS];
const proofreading = (unit_count: number) => ({
  sub_service: 'Proofreading',
  unit_type: 'Words',
  unit_count,
});
const refusedOne = (row: number, assignment_id: string, ...reasons: string[]) => ({
  created: 0,
  refused: [{ row, assignment_id, reasons }],
});

/** The usual outcome: assignment 1 created as its line says, nothing refused. */
const createdOne = (w: IntakeCaseWorld): IntakeCaseOutcome => ({
  created: 1,
  refused: [],
  stored: {
    assignment_id: w.id(1),
    name: `Brochure ${w.id(1)}`,
    services: [{ service: TRANSLATION, sub_services: [proofreading(800)] }],
  },
});

/**
 * The assignment intake's row rules (rules/intake-rows.ts), each a sheet and what the import answers in a
 * world where nothing of the case is stored yet. The rule's own test runs the sheet's rows; the server's
 * import route and the demo's handler run the CSV file (`intakeCaseCsv`) through their readers.
 */
export const INTAKE_ROW_CASES: readonly {
  name: string;
  rows: (w: IntakeCaseWorld) => string[][];
  /** How the file is written: a byte-order mark, and the line ends. */
  file?: { bom?: boolean; eol?: string };
  outcome: (w: IntakeCaseWorld) => IntakeCaseOutcome;
}[] = [
  {
    name: 'a good row is created',
    rows: (w) => [header(), line(w, w.id(1))],
    outcome: createdOne,
  },
  {
    name: 'rows of one assignment_id are one assignment with a service line each',
    rows: (w) => [
      header(),
      line(w, w.id(1)),
      line(w, w.id(1), { sub_service: 'Localization', unit_count: '200', name: 'Ignored' }),
      line(w, w.id(1), {
        service: 'Presentation Design',
        sub_service: 'Basic Design',
        unit_type: 'Pages',
        unit_count: '12',
      }),
    ],
    outcome: (w) => ({
      created: 1,
      refused: [],
      stored: {
        assignment_id: w.id(1),
        name: `Brochure ${w.id(1)}`,
        services: [
          {
            service: TRANSLATION,
            sub_services: [
              proofreading(800),
              { sub_service: 'Localization', unit_type: 'Words', unit_count: 200 },
            ],
          },
          {
            service: 'Presentation Design',
            sub_services: [{ sub_service: 'Basic Design', unit_type: 'Pages', unit_count: 12 }],
          },
        ],
      },
    }),
  },
  {
    name: 'codes, services and sub-services in any case are taken, the names stored as the catalogue spells them',
    rows: (w) => [
      header(),
      line(w, w.id(1), {
        client_code: w.client.toLowerCase(),
        entity_code: w.entity.toLowerCase(),
        service: 'translation SERVICES',
        sub_service: 'PROOFreading',
      }),
    ],
    outcome: createdOne,
  },
  {
    name: 'a byte-order mark, CRLF line ends and a quoted comma read as written',
    rows: (w) => [header(), line(w, w.id(1), { name: 'Brochure, second edition' })],
    file: { bom: true, eol: '\r\n' },
    outcome: (w) => ({
      created: 1,
      refused: [],
      stored: {
        assignment_id: w.id(1),
        name: 'Brochure, second edition',
        services: [{ service: TRANSLATION, sub_services: [proofreading(800)] }],
      },
    }),
  },
  {
    name: 'a sheet without a required column is refused as a whole',
    rows: (w) => {
      const without = (cells: string[]) =>
        cells.filter((_, i) => ASSIGNMENT_IMPORT_COLUMNS[i] !== 'unit_count');
      return [without(header()), without(line(w, w.id(1)))];
    },
    outcome: () => ({ refusal: INTAKE_MESSAGES.missingColumns(['unit_count']) }),
  },
  {
    name: 'an empty file is refused as having no header row',
    rows: () => [],
    outcome: () => ({ refusal: INTAKE_MESSAGES.emptySheet }),
  },
  {
    name: 'a header without rows creates nothing',
    rows: () => [header()],
    outcome: () => ({ created: 0, refused: [] }),
  },
  {
    name: 'a unit count that is not a number above 0 is refused with its row, and good rows are still created',
    rows: (w) => [
      header(),
      line(w, w.id(1)),
      line(w, w.id(2), { unit_count: '0' }),
      line(w, w.id(2), { sub_service: 'Localization', unit_count: 'many' }),
    ],
    outcome: (w) => ({
      created: 1,
      refused: [
        {
          row: 3,
          assignment_id: w.id(2),
          reasons: [INTAKE_MESSAGES.unitCount(3), INTAKE_MESSAGES.unitCount(4)],
        },
      ],
    }),
  },
  {
    name: "the schema's messages follow the rows' own, each once",
    rows: (w) => [
      header(),
      line(w, w.id(1), { requester_email: 'not-an-email', unit_type: '', unit_count: 'many' }),
      line(w, w.id(1), { sub_service: 'Localization', unit_type: '' }),
    ],
    outcome: (w) =>
      refusedOne(
        2,
        w.id(1),
        INTAKE_MESSAGES.unitCount(2),
        MESSAGES.invalidEmail,
        'The unit type is required.',
      ),
  },
  {
    name: 'an unknown client code is refused, upper-cased',
    rows: (w) => [header(), line(w, w.id(1), { client_code: 'nope' })],
    outcome: (w) => refusedOne(2, w.id(1), INTAKE_MESSAGES.clientUnknown('NOPE')),
  },
  {
    name: "another client's entity is refused",
    rows: (w) => [header(), line(w, w.id(1), { entity_code: w.otherEntity })],
    outcome: (w) => refusedOne(2, w.id(1), INTAKE_MESSAGES.entityUnknown(w.otherEntity, w.client)),
  },
  {
    name: 'a service not in the catalogue is refused',
    rows: (w) => [header(), line(w, w.id(1), { service: 'Juggling' })],
    outcome: (w) => refusedOne(2, w.id(1), INTAKE_MESSAGES.serviceUnknown('Juggling')),
  },
  {
    name: "a sub-service of another service is refused once, named with the catalogue's spelling",
    rows: (w) => [
      header(),
      line(w, w.id(1), { service: 'translation services', sub_service: 'Basic Design' }),
      line(w, w.id(1), { service: 'translation services', sub_service: 'Basic Design', unit_count: '5' }),
    ],
    outcome: (w) => refusedOne(2, w.id(1), INTAKE_MESSAGES.subServiceUnknown(TRANSLATION, 'Basic Design')),
  },
  {
    name: 'an assignment delivered for its client cannot move to another client',
    rows: (w) => [header(), line(w, w.delivered, { client_code: w.otherClient, entity_code: w.otherEntity })],
    outcome: (w) => refusedOne(2, w.delivered, INTAKE_MESSAGES.deliveredElsewhere(w.delivered)),
  },
  {
    name: 'the report lists the first 500 refused rows only',
    rows: (w) => [
      header(),
      ...Array.from({ length: 501 }, (_, i) => line(w, w.id(i + 1), { service: 'Juggling' })),
    ],
    outcome: (w) => ({
      created: 0,
      refused: Array.from({ length: 500 }, (_, i) => ({
        row: i + 2,
        assignment_id: w.id(i + 1),
        reasons: [INTAKE_MESSAGES.serviceUnknown('Juggling')],
      })),
    }),
  },
];

/** The case's sheet as a CSV file, as the import form sends it. */
export const intakeCaseCsv = (c: (typeof INTAKE_ROW_CASES)[number], w: IntakeCaseWorld): string =>
  csvText(c.rows(w), { bom: c.file?.bom, eol: c.file?.eol });
