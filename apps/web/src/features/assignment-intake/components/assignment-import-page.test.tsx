import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, ASSIGNMENT_IMPORT_COLUMNS, INTAKE_MESSAGES } from '@ops/contracts';
import type { UserType } from '@ops/contracts';
import { calls, demoState, recordedRequests, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

function setup(userType: UserType = 'OU') {
  signInAs(userType);
  return renderApp('/import-assignments');
}

const csvText = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');
const csvFile = (rows: string[][], name = 'assignments.csv') =>
  new File([csvText(rows)], name, { type: 'text/csv' });

/** A row of the import for a new ACME assignment with one service line. */
const newRow = (id: string, unitCount = '1200', client = 'ACME') => [
  id,
  `Assignment ${id}`,
  'Kavya Iyer',
  'kavya.iyer@acme.example.com',
  client,
  'ACME-UK',
  'Translation Services',
  'Proofreading',
  'Words',
  unitCount,
  '',
];

/**
 * The import of the demo's workspace: three new assignments, one refused (row 5: no unit count and an
 * unknown client), one delivered assignment renamed, and two sent again as they are.
 */
function sheet() {
  const [renamed, same1, same2] = demoState().creation.assignments.filter((a) => a.deliveryId !== null);
  const asIs = (a: typeof renamed, name = a!.name) =>
    a!.services.flatMap((s) =>
      s.sub_services.map((sub) => [
        a!.id,
        name,
        a!.requester_name,
        a!.requester_email,
        a!.client_code,
        a!.entity_code,
        s.service,
        sub.sub_service,
        sub.unit_type,
        String(sub.unit_count),
        a!.batch_id ?? '',
      ]),
    );
  const rows = [
    [...ASSIGNMENT_IMPORT_COLUMNS],
    newRow('WS-NEW-1'),
    newRow('WS-NEW-2'),
    newRow('WS-NEW-3'),
    newRow('WS-9', '0', 'NOPE'),
    ...asIs(renamed, `${renamed!.name} (revised)`),
    ...asIs(same1),
    ...asIs(same2),
  ];
  return { renamed: renamed!, text: csvText(rows), file: csvFile(rows) };
}

describe('Import Assignments page', () => {
  it('documents the columns and offers a CSV template made in the browser', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Import Assignments', level: 1 })).toBeInTheDocument();
    const columns = screen.getByRole('table', { name: 'Columns' });
    for (const column of ASSIGNMENT_IMPORT_COLUMNS)
      expect(within(columns).getByText(column)).toBeInTheDocument();
    const template = screen.getByRole('link', { name: 'Download CSV template' });
    expect(template).toHaveAttribute('download', 'assignments-template.csv');
    const text = decodeURIComponent(template.getAttribute('href')!.split(',').slice(1).join(','));
    expect(text.split('\r\n')[0]).toBe(ASSIGNMENT_IMPORT_COLUMNS.join(','));
  });

  it('sends the chosen file and shows the counts and every refused row with its reasons', async () => {
    const { file, text, renamed } = sheet();
    const { user } = setup();
    await user.upload(await screen.findByLabelText('CSV or XLSX file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const report = await screen.findByRole('region', { name: 'Import report' });
    const count = (label: string) => within(report).getByText(label).nextElementSibling;
    expect(count('Created')).toHaveTextContent('3');
    expect(count('Updated')).toHaveTextContent('1');
    expect(count('Unchanged')).toHaveTextContent('2');
    expect(count('Refused')).toHaveTextContent('1');
    const row = within(screen.getByRole('table', { name: 'Refused rows' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('WS-9')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([INTAKE_MESSAGES.unitCount(5), INTAKE_MESSAGES.clientUnknown('NOPE')]);
    expect(await screen.findByText(INTAKE_MESSAGES.imported(3, 1, 1))).toBeInTheDocument();
    const stored = demoState().creation.assignments;
    expect(stored.filter((a) => a.id.startsWith('WS-NEW-')).map((a) => a.id)).toEqual([
      'WS-NEW-1',
      'WS-NEW-2',
      'WS-NEW-3',
    ]);
    expect(stored.find((a) => a.id === renamed.id)!.name).toMatch(/ \(revised\)$/);

    const [sent] = calls('POST', API.deliveries.assignmentImport);
    const sentFile = (sent!.body as FormData).get('file') as File;
    expect(sentFile.name).toBe('assignments.csv');
    expect(await sentFile.text()).toBe(text);
    // Keys are OA's alone: nobody else asks for them.
    expect(screen.queryByRole('heading', { name: 'Integration keys' })).not.toBeInTheDocument();
    expect(calls('GET', API.deliveries.integrationKeys)).toHaveLength(0);
  });

  it('asks for a CSV or XLSX file before calling the server', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText(INTAKE_MESSAGES.chooseFile)).toBeInTheDocument();
    // The picker's filter can be bypassed (All files); the page checks the name itself.
    fireEvent.change(screen.getByLabelText('CSV or XLSX file'), {
      target: { files: [csvFile([[...ASSIGNMENT_IMPORT_COLUMNS]], 'notes.pdf')] },
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(INTAKE_MESSAGES.unreadable)).toBeInTheDocument();
    expect(calls('POST', API.deliveries.assignmentImport)).toHaveLength(0);
  });

  it("toasts the server's message when the file is refused, and shows no report", async () => {
    const message = INTAKE_MESSAGES.missingColumns(['unit_count']);
    const { user } = setup('TL');
    const columns = ASSIGNMENT_IMPORT_COLUMNS.filter((c) => c !== 'unit_count');
    const withoutUnitCount = csvFile([columns, newRow('WS-NEW-1').filter((_, i) => i !== 9)]);
    await user.upload(await screen.findByLabelText('CSV or XLSX file'), withoutUnitCount);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
    expect(demoState().creation.assignments.some((a) => a.id === 'WS-NEW-1')).toBe(false);
  });

  it('tells other users the import is not theirs, without calling it', async () => {
    setup('SL');
    expect(await screen.findByTestId('no-intake-access')).toHaveTextContent(INTAKE_MESSAGES.noAccess);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET', API.ops.profile).length).toBeGreaterThan(0));
    expect(recordedRequests().filter((r) => r.url.includes('/workspace/v1/'))).toHaveLength(0);
  });
});
