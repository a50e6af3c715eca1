import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import {
  FILE_REQUEST_PAGE,
  RECIPIENT_PAGE_PATH,
  SECOND_FACTOR_SETUP_PATH,
  SSO_COMPLETE_PATH,
} from '@ops/contracts';
import { LoginPage } from '../features/auth/login';
import { NotFoundPage } from '../features/status';
import { FullPageLoader } from '../shared/ui/full-page-loader';
import { preloadablePage } from './preloadable-page';

// Only the login page (/) and the not-found page are in the first bundle (scripts/login-js-budget.mjs):
// every other page, the signed-in layout and its navigation load with the first visit to them. The
// not-found page is also the error page, so it must not depend on loading a chunk.
const signedInRoot = preloadablePage(() => import('./signed-in-root').then((m) => m.SignedInRoot));
const SignedInRoot = signedInRoot.Page;
// Each signed-out page from its own module: the signed-in layout imports features/auth (the forced password
// modal), and these pages must not ride along in its chunk.
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetLinkPage = lazy(() =>
  import('../features/auth/components/reset-link-page').then((m) => ({ default: m.ResetLinkPage })),
);
const SsoCompletePage = lazy(() =>
  import('../features/auth/components/sso-complete-page').then((m) => ({ default: m.SsoCompletePage })),
);

// react-select and the dial-code list load only with the pages that use them.
const ProfilePage = lazy(() =>
  import('./profile-page-with-tabs').then((m) => ({ default: m.ProfilePageWithTabs })),
);
const SecondFactorSetupPage = lazy(() =>
  import('../features/mfa').then((m) => ({ default: m.SecondFactorSetupPage })),
);
// The client area (forms, react-select, price look-ups) loads only for those allowed to see it: the
// guard's own small chunk decides first.
const ClientAdminGuard = lazy(() =>
  import('../features/clients/guard').then((m) => ({ default: m.ClientAdminGuard })),
);
const ClientListPage = lazy(() => import('../features/clients').then((m) => ({ default: m.ClientListPage })));
const assignmentsPage = preloadablePage(() =>
  import('../features/assignments').then((m) => m.AssignmentsPage),
);
const AssignmentsPage = assignmentsPage.Page;
// The wizard (react-select, the upload engine) and the import load only with their pages.
const DeliveryWizardPage = lazy(() =>
  import('../features/delivery-creation').then((m) => ({ default: m.DeliveryWizardPage })),
);
const AssignmentImportPage = lazy(() =>
  import('../features/assignment-intake').then((m) => ({ default: m.AssignmentImportPage })),
);
const ClientAdminPage = lazy(() =>
  import('../features/clients').then((m) => ({ default: m.ClientAdminPage })),
);
const StaffPage = lazy(() => import('../features/staff').then((m) => ({ default: m.StaffPage })));
const RetentionPage = lazy(() => import('../features/retention').then((m) => ({ default: m.RetentionPage })));
const AuditTrailPage = lazy(() => import('../features/audit').then((m) => ({ default: m.AuditTrailPage })));
const QuarantinePage = lazy(() =>
  import('../features/quarantine').then((m) => ({ default: m.QuarantinePage })),
);
// File requests (decision 0039): the staff's pages, and the contact's page on its own (no react-select).
const FileRequestsPage = lazy(() =>
  import('../features/file-requests').then((m) => ({ default: m.FileRequestsPage })),
);
const FileRequestDetailPage = lazy(() =>
  import('../features/file-requests').then((m) => ({ default: m.FileRequestDetailPage })),
);
// Insights (decision 0041): the page with its chart library, loaded only here.
const InsightsPage = lazy(() => import('../features/insights').then((m) => ({ default: m.InsightsPage })));
const RequestLinkPage = lazy(() =>
  import('../features/file-requests/components/contact/request-link-page').then((m) => ({
    default: m.RequestLinkPage,
  })),
);
// The recipients' portal (people at client companies) loads only for them.
const RecipientHomePage = lazy(() =>
  import('../features/recipients').then((m) => ({ default: m.RecipientHomePage })),
);
const RecipientDeliveryPage = lazy(() =>
  import('../features/recipients').then((m) => ({ default: m.RecipientDeliveryPage })),
);

const clientArea = (page: ReactNode): ReactNode => (
  <Suspense fallback={<FullPageLoader />}>
    <ClientAdminGuard>
      <Suspense fallback={<FullPageLoader />}>{page}</Suspense>
    </ClientAdminGuard>
  </Suspense>
);

const assignments = (scope: 'live' | 'archive'): ReactNode => (
  <Suspense fallback={<FullPageLoader />}>
    <AssignmentsPage key={scope} scope={scope} />
  </Suspense>
);

const lazyPage = (page: ReactNode): ReactNode => <Suspense fallback={<FullPageLoader />}>{page}</Suspense>;

/** What a route's first screen loads as the app starts, beside the chunks of the routes above it. */
interface FirstScreen {
  preload: () => Promise<unknown>;
}
const firstScreen = (preload: FirstScreen['preload']): FirstScreen => ({ preload });

/** Section 2 route table (part 1), with the wizard of part 2 and the assignments import. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <NotFoundPage variant="error" />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/oppsforgotpassword', element: lazyPage(<ForgotPasswordPage />) },
      { path: '/oppsforgotpassword/token', element: lazyPage(<ResetLinkPage />) },
      { path: SSO_COMPLETE_PATH, element: lazyPage(<SsoCompletePage />) },
      { path: SECOND_FACTOR_SETUP_PATH, element: lazyPage(<SecondFactorSetupPage />) },
      // Outside the staff layout and its login guard: recipients have sessions of their own (decision 0010).
      { path: RECIPIENT_PAGE_PATH, element: lazyPage(<RecipientHomePage />) },
      {
        path: `${RECIPIENT_PAGE_PATH}/deliveries/:deliveryId`,
        element: lazyPage(<RecipientDeliveryPage />),
      },
      { path: `${RECIPIENT_PAGE_PATH}/*`, element: <Navigate to={RECIPIENT_PAGE_PATH} replace /> },
      // A file request's contact: a session of their own, outside the staff layout (decision 0039).
      { path: FILE_REQUEST_PAGE, element: lazyPage(<RequestLinkPage />) },
      {
        handle: firstScreen(signedInRoot.preload),
        element: (
          <Suspense fallback={<FullPageLoader />}>
            <SignedInRoot />
          </Suspense>
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
          {
            path: '/deliver/:asgnId?',
            element: assignments('live'),
            handle: firstScreen(assignmentsPage.preload),
          },
          { path: '/requester', element: clientArea(<ClientListPage />) },
          // Keyed by flow so switching between them starts a fresh wizard.
          { path: '/addnew', element: lazyPage(<DeliveryWizardPage key="new" flow="new" />) },
          {
            path: '/update-delivery/:asgnId',
            element: lazyPage(<DeliveryWizardPage key="update" flow="update" />),
          },
          { path: '/import-assignments', element: lazyPage(<AssignmentImportPage />) },
          {
            path: '/ops-archive/:asgnId?',
            element: assignments('archive'),
            handle: firstScreen(assignmentsPage.preload),
          },
          { path: '/adduser', element: clientArea(<ClientAdminPage />) },
          { path: '/staff', element: lazyPage(<StaffPage />) },
          { path: '/retention', element: lazyPage(<RetentionPage />) },
          { path: '/audit-trail', element: lazyPage(<AuditTrailPage />) },
          { path: '/quarantine', element: lazyPage(<QuarantinePage />) },
          { path: '/file-requests', element: lazyPage(<FileRequestsPage />) },
          { path: '/file-requests/:requestId', element: lazyPage(<FileRequestDetailPage />) },
          { path: '/insights', element: lazyPage(<InsightsPage />) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts loading the chunks of the page at `pathname` and of the layouts around it at once, instead of one
 * lazy level after another as React renders them (issue 23). On a signed-in page, a promise that settles
 * when they have arrived (or failed); null elsewhere.
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> | null {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as FirstScreen | undefined;
    return handle ? [handle.preload()] : [];
  });
  // A chunk that fails here fails again in its lazy route, which shows the error page.
  return loads.length ? Promise.all(loads).catch(() => undefined) : null;
}
