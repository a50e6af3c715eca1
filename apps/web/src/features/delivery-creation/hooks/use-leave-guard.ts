import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { DELIVERY_MESSAGES } from '@ops/contracts';

/**
 * While files upload, leaving the page (another route, reload or closing the tab) asks first; leaving to
 * another route then calls `onLeave` (the uploads stop, as the question says).
 */
export function useLeaveGuard(active: boolean, onLeave: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(DELIVERY_MESSAGES.leaveWhileUploading)) {
      onLeave();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, onLeave]);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = DELIVERY_MESSAGES.leaveWhileUploading;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
