// Layer rules of src/ (docs/architecture.md, docs/decisions/007-enforced-boundaries.md).
// `npm run lint` runs `depcruise src --ignore-known`: violations recorded in
// .dependency-cruiser-known-violations.json (only the registration engine's folders) are tolerated
// until removed; any other violation fails lint and so CI.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'src/shared is used by both sides and imports nothing from the server or the client.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-not-server',
      comment: 'The client reaches the server only over HTTP; shared definitions live in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-feature-to-feature',
      comment: 'Client features do not import each other: what several use lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-feature-to-app',
      comment: 'Features do not import the app shell (router, providers, layout).',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'client-lower-layer-up',
      comment: 'components/ and lib/ are the floor below features and app/.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'server-feature-to-feature',
      comment: 'Server features do not import each other: shared pieces live in src/server/lib.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/', pathNot: '^src/server/features/$1/' },
    },
    {
      name: 'server-lower-layer-up',
      comment:
        'lib/, db/ and auth/ sit below the features. Seed data and its factories compose features (as tests do).',
      severity: 'error',
      from: { path: '^src/server/(lib|db|auth)/', pathNot: '^src/server/db/(factories/|seed\\.ts$)' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
