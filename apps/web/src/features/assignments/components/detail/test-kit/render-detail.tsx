import { resolveObjectURL } from 'node:buffer';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import type { FileDetails, UserType } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { useAppSelector } from '@/shared/state/hooks';
import { rootReducer } from '@/shared/state/root-reducer';
import { AppToaster } from '@/shared/toasts/app-toaster';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { demoState, signInAs } from '@/test/demo-server';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { AssignmentDetail } from '../assignment-detail';

/**
 * The demo's sample deliveries these tests open. 1010 (live, delivered 58 days ago): batch B-ACME-001010,
 * entity ACME-UK, requester Kavya Iyer, by Olivia Admin; two versions of the same two files, Campaign
 * Banner.png and Product Launch Video.png, each in png and pdf, each version with its zip; version 1 rated 4.
 * 1013 is archived (95 days ago).
 */
export const LIVE_ID = 1010;
export const ARCHIVED_ID = 1013;

/** The demo's record of a delivery, to arrange before rendering or read after. */
export const demoDelivery = (id: number = LIVE_ID): FileDetails =>
  demoState().deliveries.find((d) => d.id === id)!;

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
  /** The demo delivery to open: LIVE_ID, or ARCHIVED_ID in the archive, unless said. */
  id?: number;
  /** The demo account signed in (the operations admin unless said). */
  as?: UserType;
  /** Fake timers that still let real time pass (for the 1 s and 2 s waits). */
  fakeTimers?: boolean;
}

/** The detail page at /deliver/:id or /ops-archive/:id, signed in, the demo's handlers answering. */
export function renderDetail({ scope = 'live', id, as = 'OA', fakeTimers }: RenderOptions = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  signInAs(as);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const base = scope === 'live' ? '/deliver' : '/ops-archive';
  const opened = id ?? (scope === 'live' ? LIVE_ID : ARCHIVED_ID);
  const router = createMemoryRouter(
    [
      { path: '/deliver/:asgnId', element: <DetailRoute scope="live" /> },
      { path: '/ops-archive/:asgnId', element: <DetailRoute scope="archive" /> },
      { path: '/deliver', element: <p>Live assignments</p> },
      { path: '/ops-archive', element: <p>Archive</p> },
      { path: '/update-delivery/:asgnId', element: <p>Update Delivery page</p> },
    ],
    { initialEntries: [`${base}/${opened}`] },
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <PageFlags />
      <AppToaster />
    </Provider>,
  );
  return { ...view, store, router, user, pathname: () => router.state.location.pathname };
}

/**
 * Records the files the page hands to the browser as downloads (a temporary link's click): the demo answers
 * a download link with a blob: URL of a sample file that starts with the file's name, which is what is kept.
 */
export function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.hasAttribute('download')) return;
    const href = this.getAttribute('href') ?? '';
    const blob = href.startsWith('blob:') ? resolveObjectURL(href) : undefined;
    saved.push(href);
    if (blob) {
      const at = saved.length - 1;
      void blob.text().then((text) => (saved[at] = text.split('\n')[0]!));
    }
  });
  return saved;
}
