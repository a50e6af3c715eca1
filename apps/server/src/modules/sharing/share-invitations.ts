import { RECIPIENT_PAGE_PATH } from '@ops/contracts';
import { shareInvitationMail } from '@/mail/templates/recipient.js';
import type { Services } from '@/services.js';

/** A personal link: the token rides in the fragment, which browsers never send to a server or a Referer. */
export const recipientLink = (publicUrl: string, token: string) =>
  `${publicUrl}${RECIPIENT_PAGE_PATH}#t=${token}`;

/** Queues a mail to each address newly shared with, with its personal link, once the share is committed. */
export async function sendShareInvitations(
  services: Pick<Services, 'mail' | 'config'>,
  share: {
    sender: string;
    batchId: string;
    links: { email: string; token: string }[];
    expiresAt?: Date | null;
  },
) {
  for (const { email, token } of share.links) {
    const message = shareInvitationMail({
      to: email,
      sender: share.sender,
      batchId: share.batchId,
      link: recipientLink(services.config.PUBLIC_URL, token),
      expiresAt: share.expiresAt ?? null,
    });
    await services.mail.queue(message);
  }
}
