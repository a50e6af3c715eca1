import type { FastifyInstance } from 'fastify';
import { requestedLocale } from './request-locale.js';
import { translatorFor } from './translators.js';

/**
 * Answers of the recipients' calls in the language the request asks for (decision 0042): the server's rules and
 * schemas speak English, and this one hook says a catalogued answer ('message', success or refusal) in the
 * recipient's language. Texts outside the catalogue (a staff member's words) pass unchanged.
 */
export function localiseAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const locale = requestedLocale(request);
    if (!locale || locale === 'en' || !payload || typeof payload !== 'object') return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    return { ...payload, message: translatorFor(locale).text(message) };
  });
}
