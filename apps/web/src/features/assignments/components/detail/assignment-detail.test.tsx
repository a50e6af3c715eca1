import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, ASSIGNMENT_TEXTS, MESSAGES } from '@ops/contracts';
import { calls } from '@/test/demo-server';
import { formatDateTime } from './format';
import { captureDownloads, demoDelivery, renderDetail } from './test-kit/render-detail';

const field = (testId: string) => screen.getByTestId(testId).querySelector('dd')!;

describe('assignment detail: top bar', () => {
  it('shows the codes, people and readable dates, with a dash for what is missing', async () => {
    const delivery = demoDelivery();
    // The demo's client charge code is left out to show the dash.
    delivery.client_charge_code = null;
    renderDetail();
    const bar = await screen.findByTestId('detail-top-bar');
    expect(within(bar).getByTestId('delivery-id')).toHaveTextContent('B-ACME-001010');
    expect(within(bar).getByText('Entity Code')).toBeInTheDocument();
    expect(field('field-entity-code')).toHaveTextContent('ACME-UK');
    expect(field('field-client-charge-code')).toHaveTextContent(/^-$/);
    expect(field('field-requester-name')).toHaveTextContent('Kavya Iyer');
    expect(field('field-date-received')).toHaveTextContent(formatDateTime(delivery.requested_delivery!));
    expect(formatDateTime(delivery.requested_delivery!)).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
    expect(
      within(screen.getByTestId('field-committed-delivery')).getByText('Committed Delivery'),
    ).toBeVisible();
    expect(field('field-delivered')).toHaveTextContent(formatDateTime(delivery.actual_delivery!));
    // Delivered 26 hours before the commitment.
    expect(screen.getByTestId('delivered-duration')).toHaveTextContent('1 Day, 2 Hrs');
    expect(screen.getByTestId('delivered-duration')).toHaveClass('duration--on-time');
    expect(screen.getByRole('link', { name: 'Update Delivery' })).toHaveAttribute(
      'href',
      '/update-delivery/1010',
    );
  });

  it('colours a late delivery red and shows dashes without dates', async () => {
    // 1012 was delivered 5 hours after its commitment; the dates, requester and entity are taken away.
    Object.assign(demoDelivery(1012), {
      requested_delivery: null,
      committed_delivery: null,
      requester_name: '',
      entity_code: '',
    });
    renderDetail({ id: 1012 });
    expect(await screen.findByTestId('delivered-duration')).toHaveClass('duration--late');
    expect(screen.getByTestId('delivered-duration')).toHaveTextContent('-0 Day, 5 Hrs');
    expect(field('field-date-received')).toHaveTextContent(/^-$/);
    expect(field('field-committed-delivery')).toHaveTextContent(/^-$/);
    expect(field('field-requester-name')).toHaveTextContent(/^-$/);
    expect(field('field-entity-code')).toHaveTextContent(/^-$/);
  });

  it('copies the delivery id: Code Copied! and the loader for 1 second', async () => {
    const { user } = renderDetail({ fakeTimers: true });
    const copy = await screen.findByRole('button', { name: 'Copy delivery ID' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('B-ACME-001010');
    expect(await screen.findByRole('button', { name: ASSIGNMENT_TEXTS.codeCopied })).toBeInTheDocument();
    expect(screen.getByTestId('full-page-loader')).toHaveTextContent(ASSIGNMENT_TEXTS.copyLoader);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Copy delivery ID' })).toBeInTheDocument();
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
  });

  it('says Failed to copy when the clipboard refuses', async () => {
    const { user } = renderDetail();
    const copy = await screen.findByRole('button', { name: 'Copy delivery ID' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText(ASSIGNMENT_TEXTS.copyFailed)).toBeInTheDocument();
    expect(copy).toHaveAccessibleName('Copy delivery ID');
    expect(screen.queryByTestId('full-page-loader')).not.toBeInTheDocument();
  });

  it('lists the source files in a modal with their downloads and outside link', async () => {
    // The demo's two source files, and a third that is an outside link.
    const delivery = demoDelivery();
    delivery.source_files.push({
      name: 'Reference.pdf',
      links: { external_link: 'https://share.example.com/ref', external_text: 'Reference folder' },
    });
    const saved = captureDownloads();
    const { user } = renderDetail();
    const button = await screen.findByTestId('source-files-button');
    expect(button).toHaveTextContent('Campaign Banner (source).docx');
    expect(button).toHaveTextContent('+ 2');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Source files' });
    expect(within(dialog).getAllByTestId('source-file-row')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: 'Reference folder' })).toHaveAttribute(
      'href',
      'https://share.example.com/ref',
    );
    expect(within(dialog).getByRole('link', { name: 'Reference folder' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Download Product Launch Video (source).docx as docx' }),
    );
    await waitFor(() => expect(saved).toEqual(['Product Launch Video (source).docx']));
    expect(calls('GET', delivery.source_files[1]!.links.docx!)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names an unnamed source file and shows no + N for a single one', async () => {
    demoDelivery().source_files = [{ name: '', links: {} }];
    renderDetail();
    const button = await screen.findByTestId('source-files-button');
    expect(button).toHaveTextContent(ASSIGNMENT_TEXTS.unnamedFile);
    expect(button).not.toHaveTextContent('+');
  });

  it('has a Back button to the list on phone width only', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { user, pathname } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(pathname()).toBe('/deliver');
  });

  it('has no Back button on a wide screen', async () => {
    renderDetail();
    await screen.findByTestId('detail-top-bar');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('assignment detail: an account without a type (EMPTY) reads only', () => {
  it('leaves out Update Delivery, sync, the comment box and sharing', async () => {
    renderDetail({ as: 'EMPTY' });
    await screen.findByTestId('detail-top-bar');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Update Delivery' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sync with spreadsheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByText('Feedback')).toBeVisible();
  });
});

describe('assignment detail: states and tabs', () => {
  it('shows Fetching... then the delivery', async () => {
    renderDetail();
    expect(screen.getByTestId('detail-loading')).toHaveTextContent(ASSIGNMENT_TEXTS.fetching);
    expect(await screen.findByTestId('detail-top-bar')).toBeInTheDocument();
  });

  it('shows the server message when the delivery does not exist', async () => {
    renderDetail({ id: 999 });
    expect(await screen.findByTestId('detail-not-found')).toHaveTextContent(MESSAGES.notFound);
    expect(calls('GET', API.assignments.byId(999))).toHaveLength(1);
  });

  it('switches between the DELIVERY, HISTORY, DETAILS and sharing tabs', async () => {
    const { user } = renderDetail();
    const tabs = await screen.findByRole('tablist', { name: 'Assignment sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['DELIVERY', 'HISTORY', 'DETAILS', ASSIGNMENT_TEXTS.shareTabTitle]);
    expect(screen.getByRole('tab', { name: 'DELIVERY' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'HISTORY' }));
    expect(screen.getAllByTestId('version-card')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'DETAILS' }));
    expect(screen.getByRole('heading', { name: 'Batch Information' })).toBeInTheDocument();
    const share = screen.getByRole('tab', { name: ASSIGNMENT_TEXTS.shareTabTitle });
    expect(within(share).getByTitle(ASSIGNMENT_TEXTS.shareTabTitle)).toBeInTheDocument();
    await user.click(share);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access Logs' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', share.id);
  });

  it('shows the batch information with services and sub-services', async () => {
    // The demo's one assignment and service, and a second of each with two sub-services.
    const delivery = demoDelivery();
    delivery.assignments.push('WA-1010-B');
    delivery.services.push({
      service: 'Presentation Design',
      sub_services: [
        { sub_service: 'Basic Design', unit_type: 'Pages', unit_count: 12 },
        { sub_service: 'High-End Design', unit_type: 'Pages', unit_count: 3 },
      ],
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('tab', { name: 'DETAILS' }));
    expect(screen.getByTestId('batch-id')).toHaveTextContent('B-ACME-001010');
    const assignments = screen.getByRole('list', { name: 'Assignments' });
    expect(
      within(assignments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WA-1010', 'WA-1010-B']);
    const [graphic, design] = screen.getAllByTestId('batch-service');
    expect(within(graphic!).getByRole('img', { name: 'Graphic Design' })).toHaveTextContent('GD');
    expect(graphic).toHaveTextContent('4233 Images Infographic Design');
    expect(within(design!).getByRole('img', { name: 'Presentation Design' })).toHaveTextContent('PD');
    expect(design).toHaveTextContent('12 Pages Basic Design');
    expect(design).toHaveTextContent('3 Pages High-End Design');
  });
});
