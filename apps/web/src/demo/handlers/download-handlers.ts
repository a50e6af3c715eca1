import { http } from 'msw';
import { API, downloadLinkQuerySchema, downloadLinkResponseSchema, MESSAGES } from '@ops/contracts';
import { recordAccess } from '../data/access-records';
import { actorName } from '../data/accounts';
import { assertLive } from '../data/delivery-lists';
import type { DemoState } from '../data/demo-state';
import { findDownload } from '../data/download-links';
import { sampleFileUrl } from '../data/sample-files';
import { failure, readQuery, reply, withAccount } from './respond';

/**
 * A file's or zip's link answers a short-lived URL, as on the server, and the download goes in the access
 * log. The URL is a blob: of sample bytes the page holds: a download is a navigation, which the service
 * worker never sees, so a path would reach the static host.
 */
export function downloadHandlers(state: DemoState) {
  return [
    http.get(
      API.assignments.download(':token'),
      withAccount(({ request }, account) => {
        const query = readQuery(request, downloadLinkQuerySchema);
        const target = findDownload(state.deliveries, new URL(request.url).pathname);
        if (!target) return failure(404, MESSAGES.linkExpired);
        // Removed files answer why before the archive rule, which would otherwise answer first.
        if (target.delivery.files_removed) return failure(410, target.delivery.files_removed);
        assertLive(target.delivery, state.clock());
        const actor = actorName(state.accounts, account);
        recordAccess(state, target.delivery.id, {
          type: 'download',
          text: `${actor} downloaded ${target.name}${query.all ? ' (Download All)' : ''}`,
          files: target.files,
          platform: query.platform,
        });
        return reply(downloadLinkResponseSchema, {
          success: true,
          message: '',
          download_url: sampleFileUrl(target.name),
        });
      }),
    ),
  ];
}
