import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, committedWindow } from '@ops/contracts';
import { localDate } from '@/features/delivery-creation/lib/committed-time';
import { demoState } from '@/test/demo-server';
import { SAMPLE, file, openDetails, loadWizardModules } from '@/features/delivery-creation/test-kit/fixtures';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeAll(loadWizardModules);

const card = (n: number) => screen.getByRole('article', { name: `Group ${n}` });
/** The demo's one external entity: GLOBEX-EXT, whose assignment is Jonas Weber's WS-62003. */
const externalAssignment = { assignment: { id: 'WS-62003', requester: 'Jonas Weber', client: 'GLOBEX' } };

describe('Enter Batch Details step', () => {
  it('shows the batch header and one card per group with its services, names and interim No', async () => {
    await openDetails('/addnew');
    for (const [label, value] of [
      ['Requester Name', SAMPLE.requester],
      ['Client Code', SAMPLE.client],
      ['Charge Code', SAMPLE.chargeCode],
      ['Entity Code', SAMPLE.entity],
    ] as const) {
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('heading', { name: 'Upload' })).toBeInTheDocument();
    const group = card(1);
    expect(within(group).getByText('WS-61003')).toBeInTheDocument();
    expect(within(group).getByText('WS-61004')).toBeInTheDocument();
    expect(within(group).getByLabelText('Input')).toHaveAttribute('accept', expect.stringContaining('.docx'));
    expect(within(group).getByLabelText('Output')).toHaveAttribute('multiple');
    expect(within(group).getByLabelText('Delivery Notes')).toHaveAttribute('placeholder', 'Type here...');
    expect(within(group).getByText('Translation Services :: 3400 Words Proofreading')).toBeInTheDocument();
    expect(within(group).getByText('Graphic Design :: 4 Images Infographic Design')).toBeInTheDocument();
    expect(within(group).getByText('Assignment Name')).toBeInTheDocument();
    expect(within(group).getByText('Investor FAQ')).toBeInTheDocument();
    expect(within(group).getByText('Investor FAQ Graphics')).toBeInTheDocument();
    const interim = within(group).getByRole('group', { name: 'Is this interim output?' });
    expect(within(interim).getByLabelText('No')).toBeChecked();
    expect(within(group).queryByText('External File Sharing Link')).not.toBeInTheDocument();
    expect(within(group).queryByText('Committed Delivery')).not.toBeInTheDocument();
  });

  it('removing an assignment from a group of several gives it a card of its own', async () => {
    const { user } = await openDetails('/addnew');
    await user.click(within(card(1)).getByRole('button', { name: 'Remove WS-61004' }));
    expect(within(card(2)).getByText('Investor FAQ Graphics')).toBeInTheDocument();
    expect(within(card(1)).queryByText('Investor FAQ Graphics')).not.toBeInTheDocument();
  });

  it('an invalid file clears the field, marks it and says which file', async () => {
    const { user } = await openDetails('/addnew');
    const input = within(card(1)).getByLabelText('Input');
    fireEvent.change(input, { target: { files: [file('x.exe')] } });
    expect(within(card(1)).getByText('Invald File Format!! x.exe')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(DELIVERY_MESSAGES.sourceRemoved(1), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
  });

  it("a Windows reserved name (CON.pdf) is refused with the server's message", async () => {
    await openDetails('/addnew');
    const output = within(card(1)).getByLabelText('Output');
    fireEvent.change(output, { target: { files: [file('ok.pdf'), file('CON.pdf')] } });
    expect(within(card(1)).getByText(DELIVERY_MESSAGES.reservedFileName('CON.pdf'))).toBeInTheDocument();
    expect(output).toHaveAttribute('aria-invalid', 'true');
    expect(output).toHaveValue('');
  });

  it('external users: a Link/Text switch, the code field and the attachment question default No', async () => {
    const { user } = await openDetails('/addnew', externalAssignment);
    const group = card(1);
    expect(within(group).getByLabelText('External File Sharing Link')).toHaveAttribute('type', 'url');
    await user.click(within(group).getByRole('radio', { name: 'Text' }));
    expect(within(group).getByLabelText('External File Text/Code')).toHaveAttribute(
      'placeholder',
      'Enter Code',
    );
    const attach = within(group).getByRole('group', {
      name: 'Attach the file to the email? (Only up to 25 MB)',
    });
    expect(within(attach).getByLabelText('No')).toBeChecked();
  });

  it('external users: a preset choice hides the switch (external_text means the code)', async () => {
    // The sample's external entity leaves the choice to the user; this one has it preset to the code.
    demoState().creation.entities.find((e) => e.entity_code === 'GLOBEX-EXT')!.external_type =
      'external_text';
    await openDetails('/addnew', externalAssignment);
    expect(within(card(1)).queryByRole('radio', { name: 'Link' })).not.toBeInTheDocument();
    expect(within(card(1)).getByLabelText('External File Text/Code')).toBeInTheDocument();
  });

  it('checks the groups on Next and goes on to Confirm Delivery when they pass', async () => {
    const { user } = await openDetails('/addnew');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(DELIVERY_MESSAGES.reenterSource(1), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await user.upload(within(card(1)).getByLabelText('Input'), file('in.docx'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(DELIVERY_MESSAGES.noTargetFiles, { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await user.upload(within(card(1)).getByLabelText('Output'), [file('out.pdf'), file('out2.pdf')]);
    expect(within(card(1)).getByText('out2.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Confirm Delivery' })).toBeInTheDocument();
  });

  it('Back returns to Create Delivery', async () => {
    const { user } = await openDetails('/addnew');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Create Delivery' })).toBeInTheDocument();
    expect(screen.getByLabelText('Batch ID')).toHaveValue(SAMPLE.batch);
  });

  it('update flow: Source File, prefilled notes, committed delivery now within the server’s window', async () => {
    const { user } = await openDetails(`/update-delivery/${SAMPLE.delivery}`);
    const first = card(1);
    expect(within(first).getByText('Source File')).toBeInTheDocument();
    expect(within(first).getByLabelText('Delivery Notes')).toHaveValue(SAMPLE.deliveryNotes);
    const date = within(first).getByLabelText('Committed Delivery date of group 1');
    expect(date).toHaveValue(localDate(new Date()));
    // The demo answers the server's default window around now.
    const window = committedWindow(new Date()).dates;
    expect(date).toHaveAttribute('min', window.from);
    expect(date).toHaveAttribute('max', window.to);
    expect(
      within(first).queryByRole('button', { name: `Remove ${SAMPLE.deliveryOwn}` }),
    ).not.toBeInTheDocument();
    // The delivered group needs no sources; the new group of WS-61001 does.
    await user.upload(within(first).getByLabelText('Output'), file('v2.pdf'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(DELIVERY_MESSAGES.reenterSource(2), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await user.upload(within(card(2)).getByLabelText('Input'), file('a3.docx'));
    await user.clear(within(card(2)).getByLabelText('Committed Delivery time of group 2'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(DELIVERY_MESSAGES.committedRequired(2), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Enter Batch Details' })).toBeInTheDocument(),
    );
  });
});
