import { fileURLToPath } from 'node:url';

/**
 * How every server Vitest config resolves imports: the contracts' sources ('source' condition) and `@/` as
 * src/ (tsconfig.json's paths say the same to TypeScript; the build rewrites them with tsc-alias).
 */
const resolve = {
  conditions: ['source'],
  alias: [{ find: /^@\//u, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
};
export const serverResolve = { resolve, ssr: { resolve: { conditions: resolve.conditions } } };
