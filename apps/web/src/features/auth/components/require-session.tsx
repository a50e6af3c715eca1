import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { restorePersistentSession, saveRedirect } from '@/shared/session/session-storage';

/** Protected pages: without a valid token the visitor goes to / and the requested path is kept for login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!restorePersistentSession()) {
    saveRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/" replace />;
  }
  return children;
}
