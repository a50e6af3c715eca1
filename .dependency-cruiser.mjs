/**
 * Import rules `npm run lint` enforces beyond ESLint's (issue 22, decision 0027). Tests and test helpers are
 * left out: they boot the whole app on purpose.
 */
export default {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Files that import each other, directly or through others, cannot be read or tested apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'Server modules depend one way: a loop between module folders makes every change cost twice.',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'no-module-from-infrastructure',
      severity: 'error',
      comment:
        'plugins/, lib/, db/, jobs/, mail/ and storage/ sit under the modules: they must not import one ' +
        '(app.ts, services.ts and upkeep-tasks.ts compose the modules).',
      from: { path: '^apps/server/src/(plugins|lib|db|jobs|mail|storage)/' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)(dist|dist-types|node_modules)/',
        '\\.test\\.tsx?$',
        '^apps/server/src/(test|fuzz)/',
        '^apps/web/src/test/',
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['source', 'import', 'default'],
    },
  },
};
