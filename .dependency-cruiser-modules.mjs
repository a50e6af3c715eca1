/**
 * No loop between server module folders (issue 22). plugins/ and jobs/ are left out of this cruise: they
 * compose the modules, and their imports of modules are held by `.dependency-cruiser.mjs` instead.
 */
import base from './.dependency-cruiser.mjs';

export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'Server modules depend one way: a loop between module folders makes every change cost twice.',
      scope: 'folder',
      // Issue 22 left these six in loops with each other (auth-mfa, assignments-deliveries-files,
      // deliveries-sharing): they are exempt until untangled; every other module is held to the rule.
      from: {
        path: '^apps/server/src/modules/[^/]+$',
        pathNot: '^apps/server/src/modules/(auth|mfa|assignments|deliveries|files|sharing)$',
      },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [...base.options.exclude.path, '^apps/server/src/(plugins|jobs)/'] },
  },
};
