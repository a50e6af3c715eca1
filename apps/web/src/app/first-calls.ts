import type { Location } from 'react-router';
import { api } from '../shared/api/api-slice';
import { restorePersistentSession } from '../shared/session/session-storage';
import type { AppStore } from './store';

const DELIVERIES = /^\/(deliver|ops-archive)(?:\/(\d{1,10}))?\/?$/;
const MAX_ID = 2_147_483_647;

/**
 * The calls of a signed-in first screen, sent together as the app starts instead of one after another as
 * the layout, the list, the detail and its comments render (issue 23). The components' own queries then
 * find these cache entries: the arguments here must stay those they ask with (top navigation: the profile;
 * the sidebar's recent list, ascending, page 1, no search; the open delivery and its comments).
 */
export async function startFirstCalls(dispatch: AppStore['dispatch'], { pathname, search }: Location) {
  if (!restorePersistentSession()) return;
  dispatch(api.util.prefetch('getProfile', undefined, {}));
  const match = DELIVERIES.exec(pathname);
  // The archive's list starts from ?search=: its first call is the sidebar's to make.
  if (!match || (match[1] === 'ops-archive' && new URLSearchParams(search).has('search'))) return;
  // The deliveries page's calls come with its chunk, which this address has already started loading.
  const { assignmentsApi } = await import('../features/assignments/api/assignments-api');
  const scope = match[1] === 'deliver' ? 'live' : 'archive';
  dispatch(assignmentsApi.util.prefetch('getAssignments', { scope, sort: 'ascending', page: 1 }, {}));
  const id = Number(match[2]);
  if (!match[2] || id < 1 || id > MAX_ID) return;
  dispatch(assignmentsApi.util.prefetch('getAssignment', { scope, id }, {}));
  dispatch(assignmentsApi.util.prefetch('getComments', { scope, id }, {}));
}
