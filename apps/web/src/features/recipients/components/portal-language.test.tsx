import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  API,
  complaintPortalMessages,
  LOCALES,
  portalFormats,
  portalMessages,
  RECIPIENT_MESSAGES,
  recipientAnswerMessages,
  RECIPIENT_TEXTS,
} from '@ops/contracts';
import type { Locale, Message } from '@ops/contracts';
import { createTranslator, loadCatalogue } from '@ops/contracts/i18n';
import { DEMO_RECIPIENT } from '@/demo/data/recipients';
import { DEMO_REQUEST } from '@/demo/data/file-requests';
import { recipientLanguages } from '@/demo/handlers/recipient-session';
import { http } from 'msw';
import { answerPost, calls, demoState, sentBodies, server } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import {
  LINK_TOKEN,
  RECIPIENT_EMAIL,
  RECIPIENT_TOKEN,
  recipientSignIn,
} from '@/features/recipients/test-kit/recipient-fixtures';

/** The browser's languages, as the portal reads them at start. */
const browserSpeaks = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

/** A message as a language's catalogue says it. */
const inCatalogue = async (locale: Locale, message: Message) => (await loadCatalogue(locale))[message.id]!;

const languageMenu = () => screen.getByRole('combobox', { name: /./ });

/** The link's page, signed in with the demo's code, as a recipient does it. */
async function enterCode(user: ReturnType<typeof renderApp>['user'], labels: { send: string; open: string }) {
  await user.click(await screen.findByRole('button', { name: labels.send }));
  const code = await screen.findByRole('textbox');
  await user.type(code, DEMO_RECIPIENT.code);
  await user.click(screen.getByRole('button', { name: labels.open }));
}

describe('the portal’s language (decision 0042)', () => {
  it('speaks the browser’s language from the start, and asks the server for it', async () => {
    browserSpeaks('de-DE', 'en');
    recipientSignIn();
    renderApp('/shared');

    const title = await inCatalogue('de', portalMessages.title);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(
      screen.getByRole('combobox', { name: await inCatalogue('de', portalMessages.language) }),
    ).toHaveValue('de');
    expect(
      screen.getByRole('button', { name: await inCatalogue('de', portalMessages.signOut) }),
    ).toBeVisible();
    // The first call of the page already asks for German answers.
    await waitFor(() => expect(calls('GET', API.recipients.deliveries)).toHaveLength(1));
    expect(calls('GET', API.recipients.deliveries)[0]?.headers.get('Accept-Language')).toBe('de');
    expect(screen.queryByText(RECIPIENT_TEXTS.title)).not.toBeInTheDocument();
  });

  it('lists each language in itself, marked as that language', async () => {
    renderApp(`/shared#t=${LINK_TOKEN}`);
    const menu = await screen.findByRole('combobox', { name: portalMessages.language.defaultMessage });
    const options = within(menu).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.getAttribute('lang'), o.textContent])).toEqual([
      ['en', 'en', 'English'],
      ['de', 'de', 'Deutsch'],
      ['es', 'es', 'Español'],
      ['fr', 'fr', 'Français'],
      ['ja', 'ja', '日本語'],
    ]);
    expect(menu).toHaveValue('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('switches to Japanese before signing in, and the server remembers it once signed in', async () => {
    const { user, pathname } = renderApp(`/shared#t=${LINK_TOKEN}`);
    await screen.findByRole('heading', { name: RECIPIENT_TEXTS.openTitle, level: 1 });

    await user.selectOptions(languageMenu(), '日本語');
    const openTitle = await inCatalogue('ja', portalMessages.openTitle);
    expect(await screen.findByRole('heading', { name: openTitle, level: 1 })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    expect(localStorage.getItem('portal-language')).toBe('ja');
    expect(languageMenu()).toHaveValue('ja');
    // Not signed in: nothing to tell the server yet.
    expect(calls('POST', API.recipients.language)).toHaveLength(0);

    await enterCode(user, {
      send: await inCatalogue('ja', portalMessages.sendCode),
      open: await inCatalogue('ja', portalMessages.open),
    });
    expect(await screen.findByRole('heading', { name: 'B-ACME-001001', level: 1 })).toBeVisible();
    expect(pathname()).toBe('/shared/deliveries/1001');
    expect(screen.getByRole('link', { name: await inCatalogue('ja', portalMessages.back) })).toBeVisible();
    await waitFor(() => expect(sentBodies('POST', API.recipients.language)).toEqual([{ language: 'ja' }]));
    expect(recipientLanguages(demoState()).get(RECIPIENT_EMAIL)).toBe('ja');
  });

  it('signed in, a choice is posted, said in the new language, and kept in this browser', async () => {
    recipientSignIn();
    const { user } = renderApp('/shared/deliveries/1007');
    await screen.findByRole('heading', { name: 'B-ACME-001007', level: 1 });

    await user.selectOptions(languageMenu(), 'ja');
    const saved = await inCatalogue('ja', recipientAnswerMessages.languageSaved);
    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: await inCatalogue('ja', complaintPortalMessages.approve) }),
    ).not.toEqual([]);
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    const [call] = calls('POST', API.recipients.language);
    expect(call?.body).toEqual({ language: 'ja' });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${RECIPIENT_TOKEN}`);
    expect(call?.headers.get('Accept-Language')).toBe('ja');
    expect(localStorage.getItem('portal-language')).toBe('ja');
  });

  it('sends quick choices one after another, so the server keeps the last one shown', async () => {
    recipientSignIn();
    const { user } = renderApp('/shared/deliveries/1007');
    await screen.findByRole('heading', { name: 'B-ACME-001007', level: 1 });
    // The first call is held; the demo's handler answers each once let through.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(API.recipients.language, async () => {
        if (calls('POST', API.recipients.language).length === 1) await held;
      }),
    );

    await user.selectOptions(languageMenu(), 'de');
    await waitFor(() => expect(sentBodies('POST', API.recipients.language)).toEqual([{ language: 'de' }]));
    await user.selectOptions(languageMenu(), 'fr');
    await user.selectOptions(languageMenu(), 'ja');
    expect(sentBodies('POST', API.recipients.language)).toEqual([{ language: 'de' }]);
    release();

    const saved = await inCatalogue('ja', recipientAnswerMessages.languageSaved);
    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(sentBodies('POST', API.recipients.language)).toEqual([{ language: 'de' }, { language: 'ja' }]);
    expect(recipientLanguages(demoState()).get(RECIPIENT_EMAIL)).toBe('ja');
    expect(screen.queryByText(await inCatalogue('de', recipientAnswerMessages.languageSaved))).toBeNull();
  });

  it('shows the server’s English answers in the portal’s language', async () => {
    browserSpeaks('fr-CH');
    const { user } = renderApp(`/shared#t=${LINK_TOKEN}`);
    await user.click(
      await screen.findByRole('button', { name: await inCatalogue('fr', portalMessages.sendCode) }),
    );
    // The demo answers in English, as an older server would.
    expect(await screen.findByText(await inCatalogue('fr', recipientAnswerMessages.codeSent))).toBeVisible();
    expect(screen.queryByText(RECIPIENT_MESSAGES.codeSent)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox'), '111111');
    await user.click(screen.getByRole('button', { name: await inCatalogue('fr', portalMessages.open) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      await inCatalogue('fr', recipientAnswerMessages.codeWrong),
    );
    // The form's own refusal too.
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: await inCatalogue('fr', portalMessages.open) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      await inCatalogue('fr', recipientAnswerMessages.codeRequired),
    );
  });

  it.each([
    ['their remembered choice', { language: 'es', client_language: 'fr' }, ['en-GB'], null, 'es'],
    ['the choice made in this browser first', { language: 'es', client_language: 'fr' }, ['en'], 'de', 'de'],
    [
      'their client’s default when the browser speaks none of ours',
      { language: null, client_language: 'fr' },
      ['it'],
      null,
      'fr',
    ],
    [
      'the browser before the client’s default',
      { language: null, client_language: 'fr' },
      ['ja'],
      null,
      'ja',
    ],
  ] as const)('after signing in, speaks %s', async (_name, answer, browser, chosen, expected) => {
    browserSpeaks(...browser);
    if (chosen) localStorage.setItem('portal-language', chosen);
    answerPost(API.recipients.verify, {
      success: true,
      message: RECIPIENT_MESSAGES.signedIn,
      token: RECIPIENT_TOKEN,
      email: RECIPIENT_EMAIL,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      delivery_id: 1001,
      ...answer,
    });
    const start = chosen ?? (browser[0] === 'ja' ? 'ja' : 'en');
    const { user } = renderApp(`/shared#t=${LINK_TOKEN}`);
    await enterCode(user, {
      send: await inCatalogue(start, portalMessages.sendCode),
      open: await inCatalogue(start, portalMessages.open),
    });
    expect(await screen.findByRole('heading', { name: 'B-ACME-001001', level: 1 })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: await inCatalogue(expected, portalMessages.back) }),
    ).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', expected);
    // Nothing was chosen on the link's page: nothing to post.
    expect(calls('POST', API.recipients.language)).toHaveLength(0);
  });

  it('leaves the page English and the calls without a language once the portal is left', async () => {
    browserSpeaks('de-DE');
    const { unmount } = renderApp(`/shared#t=${LINK_TOKEN}`);
    await screen.findByRole('heading', { name: await inCatalogue('de', portalMessages.openTitle) });
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    unmount();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('keeps a file request’s contact page, which shares the code entry, in English', async () => {
    browserSpeaks('de-DE');
    localStorage.setItem('portal-language', 'ja');
    const { user } = renderApp(`/request#t=${DEMO_REQUEST.linkToken}`);
    await user.click(await screen.findByRole('button', { name: RECIPIENT_TEXTS.sendCode }));
    expect(await screen.findByText(RECIPIENT_MESSAGES.codeSent)).toBeVisible();
    expect(screen.getByLabelText(RECIPIENT_TEXTS.codeLabel)).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(calls('POST', API.requestLinks.requestCode)[0]?.headers.get('Accept-Language')).toBeNull();
  });

  // A button named otherwise than it reads fails speech input (WCAG 2.5.3): each language keeps its words.
  it.each(LOCALES)('in %s names a file’s download button with the words it shows', async (locale) => {
    const spoken = createTranslator(locale, await loadCatalogue(locale));
    const size = spoken.size(5.4 * 1024 * 1024);
    const plain = (text: string) =>
      text
        .toLowerCase()
        .replace(/[().,]/g, '')
        .replace(/\s+/g, ' ');
    const name = spoken.t(portalFormats.downloadFile, { name: 'Report.docx', format: 'pdf', size });
    expect(plain(name)).toContain(plain(`pdf ${size}`));
  });
});
