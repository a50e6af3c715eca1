import type { Location } from 'react-router';
import { api } from '../shared/api/api-slice';
import { restorePersistentSession } from '../shared/session/session-storage';
import { firstScreenReads } from './first-screen-calls';
import type { AppStore } from './store';

/**
 * The calls of a signed-in first screen, sent together as the app starts instead of one after another as
 * the layout, the list, the detail and its comments render (issue 23). The components' own queries then
 * find these cache entries; where `early-calls` has already sent a call, the base query takes its answer.
 */
export async function startFirstCalls(dispatch: AppStore['dispatch'], { pathname, search }: Location) {
  if (!restorePersistentSession()) return;
  dispatch(api.util.prefetch('getProfile', undefined, {}));
  const { list, delivery } = firstScreenReads(pathname, search);
  if (!list) return;
  // The deliveries page's calls come with its chunk, which this address has already started loading.
  const { assignmentsApi } = await import('../features/assignments/api/assignments-api');
  dispatch(assignmentsApi.util.prefetch('getAssignments', list, {}));
  if (!delivery) return;
  dispatch(assignmentsApi.util.prefetch('getAssignment', delivery, {}));
  dispatch(assignmentsApi.util.prefetch('getComments', delivery, {}));
}
