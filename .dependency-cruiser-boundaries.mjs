/**
 * Which folder may import which (issue 22, decision 0027), on resolved paths, so an `@/` import is held as
 * a relative one is. Tests are cruised too: they keep to the same boundaries.
 */
import base from './.dependency-cruiser.mjs';

export default {
  forbidden: [
    {
      name: 'module-through-index',
      severity: 'error',
      comment: "A server module uses another only through that module's index.ts, its public face.",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'feature-apart',
      severity: 'error',
      comment: 'Web features import each other only through src/shared (bulletproof-react).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/(features|app)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'src/shared must not depend on features or app.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: { ...base.options, exclude: { path: ['(^|/)(dist|dist-types|node_modules)/'] } },
};
