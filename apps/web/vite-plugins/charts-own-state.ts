import type { Plugin } from 'vite';

/** The packages of the app's Redux store: the `state` vendor chunk, which the login page loads. */
export const STATE_PACKAGES = /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/;
export const CHARTS_COPY = '?charts';

/**
 * recharts (the insights page's charts) keeps each chart's state in a Redux store of its own, built with the
 * same packages as the app's store. Shared, the parts only recharts uses (the listener middleware, among
 * others) would join the state chunk the login page loads; so recharts, and what it reaches of them, get
 * copies of their own (the same files, told apart by a query), which land in the insights page's chunk.
 */
export function chartsOwnState(): Plugin {
  return {
    name: 'ops-charts-own-state',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(/node_modules[\\/]recharts[\\/]/.test(importer) || importer.endsWith(CHARTS_COPY))) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !STATE_PACKAGES.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${CHARTS_COPY}` };
    },
  };
}
