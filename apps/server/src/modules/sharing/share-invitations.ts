import { RECIPIENT_PAGE_PATH } from '@ops/contracts';
import { shareInvitationMail } from '@/mail/templates/recipient.js';
import type { Services } from '@/services.js';
import { recipientTranslators } from '../languages/index.js';

/** A personal link: the token rides in the fragment, which browsers never send to a server or a Referer. */
export const recipientLink = (publicUrl: string, token: string) =>
  `${publicUrl}${RECIPIENT_PAGE_PATH}#t=${token}`;

/**
 * Queues a mail to each address newly shared with, with its personal link, once the share is committed; each in
 * the language that address is written to (decision 0042).
 */
export async function sendShareInvitations(
  services: Pick<Services, 'mail' | 'config' | 'db'>,
  share: {
    deliveryId: number;
    sender: string;
    batchId: string;
    links: { email: string; token: string }[];
    expiresAt?: Date | null;
  },
) {
  if (share.links.length === 0) return;
  const translatorOf = await recipientTranslators(
    services.db,
    share.deliveryId,
    share.links.map((link) => link.email),
  );
  for (const { email, token } of share.links) {
    const message = shareInvitationMail(translatorOf(email), {
      to: email,
      sender: share.sender,
      batchId: share.batchId,
      link: recipientLink(services.config.PUBLIC_URL, token),
      expiresAt: share.expiresAt ?? null,
    });
    await services.mail.queue(message);
  }
}
