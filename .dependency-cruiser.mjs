/**
 * Import rules `npm run lint` enforces beyond ESLint's (issue 22). Tests and test helpers are left out: they
 * boot the whole app on purpose. `.dependency-cruiser-known-violations.json` lists the imports of modules
 * from plugins/ and jobs/ that were there when the rule came (the composition of services and the upkeep
 * job); any new one fails.
 */
const options = {
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
  tsConfig: { fileName: 'tsconfig.base.json' },
  enhancedResolveOptions: {
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
    conditionNames: ['source', 'import', 'default'],
  },
};

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
      name: 'no-module-from-infrastructure',
      severity: 'error',
      comment:
        'plugins/, lib/, db/, jobs/, mail/ and storage/ sit under the modules: they must not import one.',
      from: { path: '^apps/server/src/(plugins|lib|db|jobs|mail|storage)/' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options,
};
