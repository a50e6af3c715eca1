import { API } from '@ops/contracts/api-paths';
import { commentsUrl, deliveryUrl, listUrl } from '@/features/assignments/api/assignment-urls';
import { sendEarly } from '@/shared/api/early-answers';
import { hasStoredToken, TOKEN_KEY } from '@/shared/session/stored-token';
import { decryptToken } from '@/shared/session/token-crypto';
import { firstScreenReads } from './first-screen-calls';

/**
 * The deliveries page's first calls, sent as the page opens (issue 23): index.html's inline starter (written
 * by the build: vite.config.ts) loads this entry on /deliver and /ops-archive with a stored session, and the
 * profile, the list, and the open delivery with its comments go out while the app's code is still loading;
 * the app's queries take their answers (shared/api/early-answers). It loads only its own small chunk and the
 * crypto that opens the token.
 */
function sendFirstScreenCalls() {
  const { list, delivery } = firstScreenReads(location.pathname, location.search);
  if (!list || !hasStoredToken()) return;
  // As the session's store reads it: this tab's copy, else the one kept by 'Stay logged in'.
  const token =
    decryptToken(sessionStorage.getItem(TOKEN_KEY)) ?? decryptToken(localStorage.getItem(TOKEN_KEY));
  if (!token) return;
  sendEarly(API.ops.profile, token);
  sendEarly(listUrl(list), token);
  if (!delivery) return;
  sendEarly(deliveryUrl(delivery), token);
  sendEarly(commentsUrl(delivery), token);
}

sendFirstScreenCalls();
