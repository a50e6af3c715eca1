import { lazy, Suspense } from 'react';

// Only an account that still has its temporary password sees the modal: its form (react-hook-form) loads
// with it, not with every signed-in first screen (issue 23).
const Modal = lazy(() => import('./forced-password-modal').then((m) => ({ default: m.ForcedPasswordModal })));

/** The forced password modal, loaded when it is shown. */
export function ForcedPasswordModal({ onPasswordChanged }: { onPasswordChanged: () => void }) {
  return (
    <Suspense fallback={null}>
      <Modal onPasswordChanged={onPasswordChanged} />
    </Suspense>
  );
}
