// Package boundaries and import cycles, checked by `npm run lint` (depcruise) over every file, tests
// included. Cycles between folders are checked apart, without tests: .dependency-cruiser-folders.cjs.
// Paths are relative to the repository root. `@switchboard/shared/*` resolves to shared/src through
// shared/tsconfig.json's paths, so the graph is the source one whether or not shared is built.

const REMOTE = '^mfe-[^/]+/';
const FRONT_END = '^(shell|mfe-[^/]+)/';
// Packages that make a UI: none may reach the api, which serves JSON only.
const UI_PACKAGES =
  '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|react-i18next|antd|@ant-design/[^/]+|@tiptap/[^/]+|zustand|dompurify)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-only-contracts',
      comment: 'The api may import only the contracts of shared (schemas and rules), never its UI, client or session code.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^shared/', pathNot: ['^shared/src/contracts/', '^shared/package\\.json$'] },
    },
    {
      name: 'api-no-ui-packages',
      comment: 'No React, antd, router or editor code in the api or in the contracts it loads.',
      severity: 'error',
      from: { path: ['^api/', '^shared/src/contracts/'] },
      to: { path: UI_PACKAGES },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The contracts import nothing else from shared, so importing them brings no UI code along.',
      severity: 'error',
      from: { path: '^shared/src/contracts/' },
      to: { path: '^shared/', pathNot: '^shared/src/contracts/' },
    },
    {
      name: 'api-not-to-front-ends',
      comment: 'The api imports no front end.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: FRONT_END },
    },
    {
      name: 'shell-not-to-remotes',
      comment: 'The shell loads remotes at run time through Module Federation, never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: REMOTE },
    },
    {
      name: 'remote-not-to-other-apps',
      comment: 'A remote imports neither another remote nor the shell: what they share lives in shared.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: ['^mfe-[^/]+/', '^shell/'], pathNot: '^$1/' },
    },
    {
      name: 'shared-not-to-apps',
      comment: 'shared is a library: it imports no app, no api and no test package.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: ['^(shell|mfe-[^/]+|api|e2e|bench|scripts)/'] },
    },
    {
      name: 'front-ends-not-to-api',
      comment: 'Front ends and the test helpers they use reach the api over HTTP only.',
      severity: 'error',
      from: { path: [FRONT_END, '^shared/', '^test/'] },
      to: { path: '^api/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle, type-only imports included: a cycle means two modules are one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves: an import the cruiser cannot follow would also escape the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|test-results|playwright-report)/' },
    // Type-only imports count: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'shared/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
