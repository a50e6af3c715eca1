import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { API } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { useAppSelector } from '@/shared/state/hooks';
import { rootReducer } from '@/shared/state/root-reducer';
import { AppToaster } from '@/shared/toasts/app-toaster';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { MockReply, RecordedRequest } from '@/test/mock-server';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { AssignmentDetail } from '../assignment-detail';
import { accessLogBody, detailFixture } from './detail-fixtures';

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

const paths = API.assignments;

/** The read calls of one delivery, answered with `details` and empty logs and comments. */
export function detailRoutes(details: FileDetails, scope: Scope = 'live'): Record<string, Handler> {
  const { id } = details;
  const detail = { body: { success: true, message: '', last_assignment: details } };
  const empty = { body: { success: true, data: [] } };
  const access = { body: accessLogBody([]) };
  const shared = { body: { success: true, request_shared_log: [], shared_log: [], data: [] } };
  return scope === 'live'
    ? {
        [`GET ${paths.byId(id)}`]: detail,
        [`GET ${paths.comments(id)}`]: empty,
        [`GET ${paths.sharingFile(id)}`]: shared,
        [`GET ${paths.accessLog(id)}`]: access,
      }
    : {
        [`GET ${paths.archiveById(id)}`]: detail,
        [`GET ${paths.archiveFeedback(id)}`]: empty,
        [`GET ${paths.archiveSharedLog(id)}`]: shared,
        [`GET ${paths.archiveAccessLog(id)}`]: access,
      };
}

function DetailRoute({ scope }: { scope: Scope }) {
  const { asgnId } = useParams();
  return <AssignmentDetail scope={scope} id={Number(asgnId)} />;
}

/** What the signed-in layout adds around the page: the global loader and the not-found flag. */
function PageFlags() {
  const { loader, notFoundError } = useAppSelector((state) => state.ui);
  return (
    <>
      {loader.visible && <FullPageLoader message={loader.message} />}
      {notFoundError && <p data-testid="not-found-error">Something went wrong</p>}
    </>
  );
}

interface RenderOptions {
  scope?: Scope;
  details?: FileDetails;
  routes?: Record<string, Handler>;
  /** Fake timers that still let real time pass (for the 1 s and 2 s waits). */
  fakeTimers?: boolean;
}

/** The detail page at /deliver/:id or /ops-archive/:id, signed in, with a stubbed server. */
export function renderDetail({
  scope = 'live',
  details = detailFixture(),
  routes = {},
  fakeTimers,
}: RenderOptions = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const server = mockServer({ ...detailRoutes(details, scope), ...routes });
  signIn();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const base = scope === 'live' ? '/deliver' : '/ops-archive';
  const router = createMemoryRouter(
    [
      { path: '/deliver/:asgnId', element: <DetailRoute scope="live" /> },
      { path: '/ops-archive/:asgnId', element: <DetailRoute scope="archive" /> },
      { path: '/deliver', element: <p>Live assignments</p> },
      { path: '/ops-archive', element: <p>Archive</p> },
      { path: '/update-delivery/:asgnId', element: <p>Update Delivery page</p> },
    ],
    { initialEntries: [`${base}/${details.id}`] },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <PageFlags />
      <AppToaster />
    </Provider>,
  );
  return { ...view, server, store, router, user, pathname: () => router.state.location.pathname };
}

/** Records the URLs the page hands to the browser as downloads (a temporary link's click). */
export function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push(this.getAttribute('href') ?? '');
  });
  return saved;
}

/** A download link's answer: the short-lived URL that streams the file. */
export const downloadAnswer = (request: RecordedRequest): MockReply => {
  const token = new URL(request.url, 'http://localhost').pathname.split('/').filter(Boolean).at(-1);
  return { body: { success: true, message: '', download_url: `/files/${token}` } };
};
