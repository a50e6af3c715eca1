import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, ASSIGNMENT_IMPORT_COLUMNS, INTAKE_MESSAGES } from '@ops/contracts';
import type { IntakeReport, UserType } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const REPORT: IntakeReport = {
  success: true,
  message: INTAKE_MESSAGES.imported(3, 1, 1),
  created: 3,
  updated: 1,
  unchanged: 2,
  refused: [
    {
      row: 5,
      assignment_id: 'WS-9',
      reasons: [INTAKE_MESSAGES.unitCount(5), INTAKE_MESSAGES.clientUnknown('NOPE')],
    },
  ],
};

type Routes = Parameters<typeof mockServer>[0];

function setup(userType: UserType = 'OU', routes: Routes = {}) {
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: userType }),
    [`POST ${API.deliveries.assignmentImport}`]: { body: REPORT },
    [`GET ${API.deliveries.integrationKeys}`]: { body: { success: true, message: '', data: [] } },
    ...routes,
  });
  signIn();
  return { ...renderApp('/import-assignments'), server };
}

const csv = (name = 'assignments.csv') => new File(['assignment_id\nWS-9\n'], name, { type: 'text/csv' });

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
    const { user, server } = setup();
    await user.upload(await screen.findByLabelText('CSV or XLSX file'), csv());
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
    ).toEqual(REPORT.refused[0]!.reasons);
    expect(await screen.findByText(REPORT.message)).toBeInTheDocument();

    const [sent] = server.calls('POST', API.deliveries.assignmentImport);
    expect(((sent!.body as FormData).get('file') as File).name).toBe('assignments.csv');
    // Keys are OA's alone: nobody else asks for them.
    expect(screen.queryByRole('heading', { name: 'Integration keys' })).not.toBeInTheDocument();
    expect(server.calls('GET', API.deliveries.integrationKeys)).toHaveLength(0);
  });

  it('asks for a CSV or XLSX file before calling the server', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText(INTAKE_MESSAGES.chooseFile)).toBeInTheDocument();
    // The picker's filter can be bypassed (All files); the page checks the name itself.
    fireEvent.change(screen.getByLabelText('CSV or XLSX file'), { target: { files: [csv('notes.pdf')] } });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(INTAKE_MESSAGES.unreadable)).toBeInTheDocument();
    expect(server.calls('POST', API.deliveries.assignmentImport)).toHaveLength(0);
  });

  it("toasts the server's message when the file is refused, and shows no report", async () => {
    const message = INTAKE_MESSAGES.missingColumns(['unit_count']);
    const { user } = setup('TL', {
      [`POST ${API.deliveries.assignmentImport}`]: (_: RecordedRequest) => ({
        status: 400,
        body: { success: false, message },
      }),
    });
    await user.upload(await screen.findByLabelText('CSV or XLSX file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it('tells other users the import is not theirs, without calling it', async () => {
    const { server } = setup('SL');
    expect(await screen.findByTestId('no-intake-access')).toHaveTextContent(INTAKE_MESSAGES.noAccess);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', API.ops.profile).length).toBeGreaterThan(0));
    expect(server.requests.filter((r) => r.url.includes('/workspace/v1/'))).toHaveLength(0);
  });
});
