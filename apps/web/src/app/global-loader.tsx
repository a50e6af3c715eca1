import { useAppSelector } from '../shared/state/hooks';
import { FullPageLoader } from '../shared/ui/full-page-loader';

/** The full-page loader driven by the ui.loader flag. */
export function GlobalLoader() {
  const loader = useAppSelector((state) => state.ui.loader);
  return loader.visible ? <FullPageLoader message={loader.message} /> : null;
}
