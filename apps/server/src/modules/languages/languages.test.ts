import { describe, expect, it } from 'vitest';
import {
  API,
  RECIPIENT_MESSAGES,
  languageRuleMessage,
  recipientAnswerMessages,
  type Locale,
} from '@ops/contracts';
import { loadCatalogue } from '@ops/contracts/i18n';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { deliveryOutbox } from '@/test/deliver-kit.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { recipientLanguageOf } from './recipient-locale.js';

const kit = useRecipientWorld();
const { world, ctx, api, staffShare } = kit;

const CSRF = 'languages-csrf-0123456789';
const said = async (locale: Locale, id: string) => (await loadCatalogue(locale))[id]!;

/** A call as the portal makes it: JSON, with the page's language as Accept-Language. */
const portalCall = (url: string, body: unknown, language: string, session?: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: {
      cookie: `csrftoken=${CSRF}`,
      'x-csrftoken': CSRF,
      'accept-language': language,
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
  });

async function mailsTo(email: string) {
  return (await deliveryOutbox(ctx.t)).filter((m) => m.to?.[0]?.address === email);
}

/**
 * Signs in through the portal page shown in `language`, from a browser asking for `browser`; the code mail
 * comes in the page's language.
 */
async function signInAs(deliveryId: number, email: string, language: Locale, browser: string[] = [language]) {
  await staffShare(deliveryId, [email]);
  // The newest invitation, in whatever language it was written: its link is in its text.
  const links = (await mailsTo(email)).map((m) => /\/shared#t=([\w-]+)/.exec(m.text ?? '')?.[1]);
  const token = links.filter(Boolean).at(-1)!;
  const asked = await portalCall(API.recipients.requestCode, { token }, language);
  expect(asked.json().message).toBe(await said(language, recipientAnswerMessages.codeSent.id));
  const codeMail = (await mailsTo(email)).at(-1)!;
  expect(codeMail.subject).toBe(await said(language, 'mail.code.subject'));
  const code = /(\d{6})/.exec(codeMail.text ?? '')![1]!;
  const verified = await portalCall(
    API.recipients.verify,
    { token, code, browser_languages: browser },
    language,
  );
  expect(verified.statusCode).toBe(200);
  return verified.json() as { token: string; language: Locale | null; client_language?: Locale };
}

describe('the recipients’ calls in the recipient’s language (decision 0042)', () => {
  it('answer refusals, validation and successes in the language the page asks for', async () => {
    const bad = await portalCall(API.recipients.requestCode, { token: 'x'.repeat(40) }, 'de-DE,de;q=0.9');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(await said('de', recipientAnswerMessages.linkInvalid.id));

    const empty = await portalCall(API.recipients.verify, { token: 'x'.repeat(40) }, 'ja');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(await said('ja', recipientAnswerMessages.codeRequired.id));

    // A language we do not speak, or none, answers English.
    const italian = await portalCall(API.recipients.requestCode, { token: 'x'.repeat(40) }, 'it-IT');
    expect(italian.json().message).toBe(RECIPIENT_MESSAGES.linkInvalid);
  });

  it('mail the code in the page’s language, and later mails in the language the recipient signed in with', async () => {
    const email = `fr-reader@${ctx.w.client.domain}`;
    const signed = await signInAs(world.deliveryA, email, 'fr');
    expect(signed.language).toBeNull();
    expect(signed.client_language).toBe('en');
    // A later share, made by staff, is mailed in the language the recipient signed in with.
    const delivery2 = (
      await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id })
    ).delivery;
    await staffShare(delivery2.id, [email]);
    const invitation = (await mailsTo(email)).at(-1)!;
    expect(invitation.subject).toBe(
      (await said('fr', 'mail.share.subject')).replace('{batchId}', delivery2.batch_id),
    );
  });

  it('remember a chosen language for the portal and the e-mails, said in that language', async () => {
    const email = `chooser@${ctx.w.client.domain}`;
    const { token: session } = await signInAs(world.deliveryA, email, 'de');
    const chosen = await portalCall(API.recipients.language, { language: 'es' }, 'de', session);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({
      success: true,
      language: 'es',
      message: await said('es', recipientAnswerMessages.languageSaved.id),
    });
    const wrong = await portalCall(API.recipients.language, { language: 'it' }, 'de', session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(await said('de', languageRuleMessage.id));
    // The confirmation is said in the language chosen, whatever the page asked in.
    const english = await portalCall(API.recipients.language, { language: 'en' }, 'de', session);
    expect(english.json().message).toBe(RECIPIENT_MESSAGES.languageSaved);
    await portalCall(API.recipients.language, { language: 'es' }, 'de', session);
    const signedOut = await portalCall(API.recipients.language, { language: 'es' }, 'de');
    expect(signedOut.statusCode).toBe(401);

    // The next sign-in, from a German page, still knows the choice; a new share's mail is in Spanish.
    ctx.t.clock.advance(60_000);
    const again = await signInAs(world.deliveryA, email, 'de');
    expect(again.language).toBe('es');
    const delivery2 = (
      await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id })
    ).delivery;
    await staffShare(delivery2.id, [email]);
    expect((await mailsTo(email)).at(-1)!.subject).toBe(
      (await said('es', 'mail.share.subject')).replace('{batchId}', delivery2.batch_id),
    );

    // Erasure (decision 0023) forgets the address's language with the rest.
    const erased = await api().post(API.retention.recipientErasure, { email }, ctx.w.admin.token);
    expect(erased.statusCode).toBe(200);
    expect(await recipientLanguageOf(ctx.t.app.services.db, email)).toEqual({ chosen: null, browser: null });
  });

  it('write to an address nobody has heard from in its client’s default language', async () => {
    const other = await buildClient(ctx.w.api, ctx.w.admin.token);
    const clientId = other.client.client_id as number;
    const updated = await api().put(
      API.requester.companyById(clientId),
      { portal_language: 'ja' },
      ctx.w.admin.token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.portal_language).toBe('ja');
    const { delivery } = await buildDelivery(ctx.t.app, { clientId, entityId: other.entity.id as number });
    const email = `new-reader@${other.payload.company_domain_list[0]}`;
    await staffShare(delivery.id, [email]);
    const invitation = (await mailsTo(email)).at(-1)!;
    expect(invitation.subject).toBe(
      (await said('ja', 'mail.share.subject')).replace('{batchId}', delivery.batch_id),
    );
    expect(invitation.text).toContain(await said('ja', 'mail.share.howTo'));
    // A browser asking for none of our languages: the page falls back to English, the mails to the client's.
    const italian = `italian-reader@${other.payload.company_domain_list[0]}`;
    await signInAs(delivery.id, italian, 'en', ['it-IT', 'it']);
    const second = await buildDelivery(ctx.t.app, { clientId, entityId: other.entity.id as number });
    await staffShare(second.delivery.id, [italian]);
    expect((await mailsTo(italian)).at(-1)!.subject).toBe(
      (await said('ja', 'mail.share.subject')).replace('{batchId}', second.delivery.batch_id),
    );
    const refused = await api().put(
      API.requester.companyById(clientId),
      { portal_language: 'xx' },
      ctx.w.admin.token,
    );
    expect(refused.statusCode).toBe(400);
  });
});
