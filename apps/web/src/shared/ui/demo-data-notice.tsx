import { DEMO_DATA_NOTICE } from '@ops/contracts';

/**
 * Spec part 1 section 1: in the demo build (`vite build --mode demo`, decision 0017), where real data would
 * be fetched, the page says the data is sample data. The app's only knowledge of demo mode: the mode is
 * compared here, in this module, so every other build folds the notice (and its text) away.
 */
export function DemoDataNotice() {
  if (import.meta.env.MODE !== 'demo') return null;
  return (
    <p className="demo-data-notice" role="note">
      {DEMO_DATA_NOTICE}
    </p>
  );
}
