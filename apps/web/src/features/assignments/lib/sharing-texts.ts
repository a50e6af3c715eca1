import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The SHARING tab's own words beside the contracts' SHARING_TEXTS. */
export const SHARING_TAB_TEXTS = /* @__PURE__ */ consoleTexts('assignments.sharing', {
  users: 'Users',
  /** Not 'Users': that names the card's own region. */
  sharedWith: 'Shared with',
  columns: ['User', 'Shared By', 'Times Accessed', 'Last Downloaded Version', 'Last Accessed on'],
  logs: 'Access Logs',
  newest: 'Newest first',
  oldest: 'Oldest first',
  sort: consoleMessage('Sort access logs: {order}', (order: string) => ({ order })),
  search: 'Search access logs',
  entries: 'Access log entries',
  more: consoleMessage('Show more ({shown} of {total})', (shown: number, total: number) => ({
    shown,
    total,
  })),
  tipFiles: consoleMessage('Files: {files}', (files: string) => ({ files })),
  tipUsers: consoleMessage('Shared users: {users}', (users: string) => ({ users })),
  tipIp: consoleMessage('IP: {ip}', (ip: string) => ({ ip })),
  tipPlace: consoleMessage('Location: {place}', (place: string) => ({ place })),
});
