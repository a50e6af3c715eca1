// The paths alone (not the package's index): the early first-screen calls carry no schema.
import { API } from '@ops/contracts/api-paths';
import { queryString } from '@/shared/api/query-string';

/** live: /deliver and the ops calls; archive: /ops-archive and the archive calls. */
export type Scope = 'live' | 'archive';
export type Sort = 'ascending' | 'descending';

export interface ListArgs {
  scope: Scope;
  month?: string;
  search?: string;
  sort: Sort;
  /** Page of a search (data.next_page names the next one); the first without. */
  page?: number;
}

export interface DeliveryArgs {
  scope: Scope;
  id: number;
}

const paths = API.assignments;

// The addresses of the deliveries page's reads, apart from the calls themselves (assignments-api.ts), so that
// the early first-screen calls (app/early-calls.ts) ask for exactly what the page's queries will.
export const listUrl = ({ scope, month, search, sort, page }: ListArgs) =>
  `${scope === 'live' ? paths.list : paths.archiveList}${queryString({ month, search, sort, page })}`;
export const deliveryUrl = ({ scope, id }: DeliveryArgs) =>
  scope === 'live' ? paths.byId(id) : paths.archiveById(id);
export const commentsUrl = ({ scope, id }: DeliveryArgs) =>
  scope === 'live' ? paths.comments(id) : paths.archiveFeedback(id);
