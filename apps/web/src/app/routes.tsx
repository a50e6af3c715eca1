import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage, LoginPage, RequireSession, ResetLinkPage } from '../features/auth';
import { ClientAdminGuard } from '../features/clients/guard';
import { PlaceholderPage } from '../features/placeholders';
import { NotFoundPage } from '../features/status';
import { FullPageLoader } from '../shared/ui/full-page-loader';
import { SignedInLayout } from './layout/signed-in-layout';

// react-select and the dial-code list load only with the pages that use them.
const ProfilePage = lazy(() => import('../features/profile').then((m) => ({ default: m.ProfilePage })));
// The client area (forms, react-select, price look-ups) loads only for those allowed to see it.
const ClientListPage = lazy(() => import('../features/clients').then((m) => ({ default: m.ClientListPage })));
const AssignmentsPage = lazy(() =>
  import('../features/assignments').then((m) => ({ default: m.AssignmentsPage })),
);
const ClientAdminPage = lazy(() =>
  import('../features/clients').then((m) => ({ default: m.ClientAdminPage })),
);

const clientArea = (page: ReactNode): ReactNode => (
  <ClientAdminGuard>
    <Suspense fallback={<FullPageLoader />}>{page}</Suspense>
  </ClientAdminGuard>
);

const assignments = (scope: 'live' | 'archive'): ReactNode => (
  <Suspense fallback={<FullPageLoader />}>
    <AssignmentsPage key={scope} scope={scope} />
  </Suspense>
);

const later = (title: string, description: string): ReactNode => (
  <PlaceholderPage title={title} description={description} />
);

/** Section 2 route table; pages of later issues are placeholders. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <NotFoundPage variant="error" />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/oppsforgotpassword', element: <ForgotPasswordPage /> },
      { path: '/oppsforgotpassword/token', element: <ResetLinkPage /> },
      {
        element: (
          <RequireSession>
            <SignedInLayout />
          </RequireSession>
        ),
        children: [
          {
            path: '/profile',
            element: (
              <Suspense fallback={<FullPageLoader />}>
                <ProfilePage />
              </Suspense>
            ),
          },
          // One route per scope (optional id), so the sidebar keeps its search, sort and scroll
          // position while deliveries are opened.
          { path: '/deliver/:asgnId?', element: assignments('live') },
          { path: '/requester', element: clientArea(<ClientListPage />) },
          { path: '/addnew', element: later('New Delivery', 'Create a new assignment delivery.') },
          {
            path: '/update-delivery/:asgnId',
            element: later('Update Delivery', 'Deliver a new version of an existing assignment.'),
          },
          { path: '/ops-archive/:asgnId?', element: assignments('archive') },
          { path: '/adduser', element: clientArea(<ClientAdminPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
