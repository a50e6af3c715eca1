import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  FILE_REQUEST_MAX_FILES,
  FILE_REQUEST_MESSAGES,
  FILE_REQUEST_TEXTS,
  NOTIFICATION_TEXTS,
  RECIPIENT_MESSAGES,
  RECIPIENT_TEXTS,
} from '@ops/contracts';
import { DEMO_REQUEST, fileRequestsOf } from '@/demo/data/file-requests';
import { calls, demoState, recordedRequests, resetDemoServer, server } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { resetRequestEngines } from '@/features/file-requests/lib/request-uploads';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';

const NOW = Date.UTC(2026, 10, 22, 9, 30);
beforeEach(() => {
  resetDemoServer(NOW);
  resetRequestEngines();
});

/** Opens the link, asks for the code and enters the demo's code. */
async function signIn(token: string = DEMO_REQUEST.linkToken) {
  const view = renderApp(`/request#t=${token}`);
  const { user } = view;
  expect(await screen.findByRole('heading', { name: FILE_REQUEST_TEXTS.pageTitle, level: 1 })).toHaveFocus();
  expect(recordedRequests()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.sendCode }));
  expect(await screen.findByText(RECIPIENT_MESSAGES.codeSent)).toBeVisible();
  const code = screen.getByLabelText(RECIPIENT_TEXTS.codeLabel);
  expect(code).toHaveFocus();
  await user.type(code, DEMO_REQUEST.code);
  await user.click(screen.getByRole('button', { name: RECIPIENT_TEXTS.open }));
  return view;
}

const file = (name: string, size: number) =>
  new File(['x'.repeat(size)], name, { lastModified: 1_700_000_000_000 });

describe('the file request page', () => {
  it('opens with the one-time code and shows what is asked', async () => {
    await signIn();
    expect(
      await screen.findByRole('heading', { name: 'Source files for the Q4 brochure', level: 1 }),
    ).toBeVisible();
    expect(screen.getByTestId('contact-email')).toHaveTextContent(DEMO_REQUEST.email);
    expect(screen.getByText('.docx, .pdf, .png, .jpg')).toBeInTheDocument();
    expect(screen.getByText('1,024 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FILE_REQUEST_TEXTS.send })).toBeDisabled();
    expect(calls('POST', API.requestLinks.verify)[0]?.body).toEqual({
      token: DEMO_REQUEST.linkToken,
      code: DEMO_REQUEST.code,
    });
    expect(calls('GET', API.requestLinks.byId(2))[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says a closed request is closed, with no upload controls', async () => {
    await signIn('demo-file-request-link-closed-0001');
    expect(await screen.findByTestId('request-closed')).toHaveTextContent(FILE_REQUEST_MESSAGES.closed);
    expect(screen.queryByTestId('request-file-input')).toBeNull();
    expect(screen.queryByRole('button', { name: FILE_REQUEST_TEXTS.send })).toBeNull();
  });

  it('refuses a file of another type or too large before any upload', async () => {
    fileRequestsOf(demoState()).requests.find((r) => r.id === 2)!.max_size_mb = 1;
    await signIn();
    const input = await screen.findByTestId('request-file-input');
    // The picker offers the allowed types only; a drop (or "All files") can still bring others.
    fireEvent.change(input, {
      target: { files: [file('notes.txt', 10), file('scan.pdf', 1024 * 1024 + 1)] },
    });
    const alert = (await screen.findByText(`${FR_TEXTS.refused}:`)).parentElement!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(FILE_REQUEST_MESSAGES.typeNotAllowed('notes.txt', 'docx, pdf, png, jpg'));
    expect(alert).toHaveTextContent(FILE_REQUEST_MESSAGES.tooLarge('scan.pdf', '1'));
    expect(calls('POST', API.requestLinks.getUrl(2))).toHaveLength(0);
    expect(screen.queryByTestId('request-file')).toBeNull();
  });

  it('uploads two files, then sends them: the page names them and staff are notified', async () => {
    const { user } = await signIn();
    const input = await screen.findByTestId('request-file-input');
    await user.upload(input, [file('brief.docx', 2048), file('logo.png', 512)]);
    const rows = await screen.findAllByTestId('request-file');
    expect(rows).toHaveLength(2);
    const send = screen.getByRole('button', { name: FILE_REQUEST_TEXTS.send });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 5000 });
    await user.type(screen.getByLabelText(FILE_REQUEST_TEXTS.noteLabel), 'Here they are.');
    await user.click(send);

    const sent = await screen.findByTestId('request-sent');
    expect(within(sent).getByRole('heading', { name: FR_TEXTS.sentTitle })).toBeInTheDocument();
    expect(within(sent).getByText('brief.docx')).toBeInTheDocument();
    expect(within(sent).getByText('logo.png')).toBeInTheDocument();
    const [submit] = calls('POST', API.requestLinks.submit(2));
    expect(submit?.body).toMatchObject({ note: 'Here they are.' });
    expect((submit?.body as { upload_ids: string[] }).upload_ids).toHaveLength(2);
    expect(calls('POST', API.requestLinks.getUrl(2))).toHaveLength(2);
    expect(calls('POST', API.requestLinks.complete(2))).toHaveLength(2);

    const request = fileRequestsOf(demoState()).requests.find((r) => r.id === 2)!;
    expect(request.files.map((f) => f.name).sort()).toEqual(['brief.docx', 'logo.png']);
    expect(request.assignments.map((a) => a.id)).toEqual(['REQ-2-1']);
    // The bell's list now starts with the file_received notification, which opens the request.
    const list = await fetch(new URL(API.notifications.list, location.origin), {
      headers: { Authorization: 'Bearer demo-session.OA' },
    }).then((r) => r.json() as Promise<{ data: { kind: string; text: string; file_request_id?: number }[] }>);
    expect(list.data[0]).toMatchObject({
      kind: 'file_received',
      text: NOTIFICATION_TEXTS.fileReceived(DEMO_REQUEST.email, 2, request.title),
      file_request_id: 2,
    });
  });

  it('after a reload offers to continue an unfinished file: picking it again resumes its upload', async () => {
    const picked = file('brief.docx', 2048);
    localStorage.setItem(
      'request_upload_resume_records',
      JSON.stringify([
        {
          fileId: 'x',
          uploadId: 'gone-upload',
          name: picked.name,
          size: picked.size,
          lastModified: picked.lastModified,
          fileType: 'source_files',
          groupId: 'G_1',
          fileTypeId: 'x',
          deliveryId: 'file-request-2',
          flow: 'new',
          time: '',
          interim: false,
          parts: [],
          savedAt: Date.now(),
        },
      ]),
    );
    const { user } = await signIn();
    expect(await screen.findByTestId('request-resume-hint')).toHaveTextContent('brief.docx');
    await user.upload(await screen.findByTestId('request-file-input'), [picked]);
    // The recorded upload is asked about first; the demo no longer has it, so the file starts afresh.
    await waitFor(() => expect(calls('POST', API.requestLinks.resume(2))).toHaveLength(1));
    expect(calls('POST', API.requestLinks.resume(2))[0]?.body).toEqual({ upload_id: 'gone-upload' });
    await waitFor(() => expect(screen.getByRole('button', { name: FILE_REQUEST_TEXTS.send })).toBeEnabled());
    expect(screen.queryByTestId('request-resume-hint')).toBeNull();
  });

  it(`refuses files beyond ${FILE_REQUEST_MAX_FILES} at once when they are picked, not at Send`, async () => {
    await signIn();
    const input = await screen.findByTestId('request-file-input');
    const many = Array.from({ length: FILE_REQUEST_MAX_FILES + 1 }, (_, i) => file(`part-${i + 1}.pdf`, 10));
    fireEvent.change(input, { target: { files: many } });
    const alert = (await screen.findByText(`${FR_TEXTS.refused}:`)).parentElement!;
    expect(alert).toHaveTextContent(
      FR_TEXTS.tooMany(FILE_REQUEST_MAX_FILES, [`part-${FILE_REQUEST_MAX_FILES + 1}.pdf`]),
    );
    expect(screen.getAllByTestId('request-file')).toHaveLength(FILE_REQUEST_MAX_FILES);
  });

  it('shows the closed state when an upload is refused 409 (the request closed meanwhile)', async () => {
    const { user } = await signIn();
    const input = await screen.findByTestId('request-file-input');
    fileRequestsOf(demoState()).requests.find((r) => r.id === 2)!.closed_at = new Date().toISOString();
    await user.upload(input, [file('brief.docx', 2048)]);
    expect(await screen.findByTestId('request-closed')).toHaveTextContent(FILE_REQUEST_MESSAGES.closed);
    expect(calls('POST', API.requestLinks.getUrl(2))).toHaveLength(1);
  });

  it('goes back to the code step when an upload finds the session ended (401)', async () => {
    const { user } = await signIn();
    const input = await screen.findByTestId('request-file-input');
    // The server no longer knows the session (it expired): the upload's first call is refused 401.
    server.use(
      http.post(API.requestLinks.getUrl(2), () =>
        HttpResponse.json({ message: RECIPIENT_MESSAGES.sessionEnded }, { status: 401 }),
      ),
    );
    await user.upload(input, [file('brief.docx', 2048)]);
    expect(await screen.findByRole('button', { name: RECIPIENT_TEXTS.sendCode })).toBeInTheDocument();
    expect(sessionStorage.getItem('file_request_session')).toBeNull();
  });
});
