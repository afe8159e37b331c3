// ESLint: the import boundaries of README.md ("Layout"), checked on every TypeScript and JavaScript file.
// TypeScript 7 has no JS API, so @typescript-eslint/parser cannot run; @babel/eslint-parser parses with the
// repository's own Babel config (preset-typescript), the same one that builds the bundles.
const babelParser = require('@babel/eslint-parser');
const boundaries = require('eslint-plugin-boundaries');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const fileNaming = require('./scripts/lint/fileNaming');

/** The parts of the project and where they live (patterns from the repository root). */
const elements = [
  { type: 'contract', pattern: 'contract', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'platform', pattern: 'platform', partialMatch: false },
  { type: 'content', pattern: 'content', partialMatch: false },
  // The organisation's site (docs/decisions.md, "The site apart"); a test fixture site is one too.
  { type: 'site', pattern: 'site', partialMatch: false },
  { type: 'site', pattern: 'test/fixtures/*-site', partialMatch: false },
  // The developer guide's recipes are site code, held to the same entry points (test/docs/developerGuide.test.ts).
  { type: 'site', pattern: 'docs/recipes', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: types.length === 1 ? types[0] : types } } });
/** A feature from outside: only through its public index.ts, or lazy.ts (what it ships in a chunk of its own). */
const featureIndex = { to: { element: { type: 'feature', fileInternalPath: '{index,lazy}.ts' } } };

/**
 * Who may import whom (default: nobody). Imports inside one element (one feature, the platform, ...) are always
 * allowed; files outside every element (test/, bench/, scripts/, configs) may import anything, but no element may
 * import them.
 */
const policies = [
  { from: { element: { type: 'contract' } }, allow: [] },
  { from: { element: { type: 'lib' } }, allow: to('contract') },
  { from: { element: { type: 'components' } }, allow: to('lib', 'contract') },
  // A feature never imports another feature: they meet in src/app.
  { from: { element: { type: 'feature' } }, allow: to('lib', 'components', 'contract') },
  { from: { element: { type: 'app' } }, allow: [featureIndex, to('lib', 'components', 'contract')] },
  // The version page reads package.json.
  {
    from: { element: { type: 'server' } },
    allow: [featureIndex, to('app', 'lib', 'contract'), { to: { file: { path: 'package.json' } } }],
  },
  // The process entry starts the local platform when no Contensis instance is configured.
  {
    from: { element: { type: 'server', fileInternalPath: 'main.ts' } },
    allow: { to: { element: { type: 'platform', fileInternalPath: 'index.ts' } } },
  },
  { from: { element: { type: 'platform' } }, allow: to('contract') },
  { from: { element: { type: 'content' } }, allow: to('contract') },
  // A site uses the core through its entry points only: the site API, the search configuration API, the browser
  // entry and the server entry. No part of the core imports a site (nothing above allows it).
  {
    from: { element: { type: 'site' } },
    allow: [
      { to: { element: { type: 'app', fileInternalPath: ['index.ts', 'searchConfig.ts', 'client.tsx'] } } },
      { to: { element: { type: 'server', fileInternalPath: 'index.ts' } } },
    ],
  },
  // A site's tests may reach into the core to set up what they check.
  {
    from: { element: { type: 'site', fileInternalPath: ['**/*.test.{ts,tsx}', '**/testing/**'] } },
    allow: [featureIndex, to('app', 'lib', 'components', 'contract', 'server')],
  },
];

const boundaryRules = {
  'boundaries/dependencies': ['error', { default: 'disallow', checkUnknownLocals: true, policies }],
};

module.exports = [
  { ignores: ['node_modules/**', 'dist/**', 'content/demo/**', '.data/**', 'coverage/**', '.tmp/**'] },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: { requireConfigFile: true, babelOptions: { configFile: require.resolve('./babel.config.js') } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': __dirname,
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...boundaryRules,
      // A cycle makes what a module sees at load time depend on which file was imported first. Type-only imports
      // vanish from the bundles, so they cannot form one.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  // One file-naming convention (docs/decisions.md, "File names"); a glob cannot tell a component's file, so a local rule.
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { trellis: { rules: { 'file-naming': fileNaming } } },
    rules: { 'trellis/file-naming': ['error', { root: __dirname }] },
  },
  {
    files: ['{src,site}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Hooks a server render skips (docs/decisions.md, "What a server render skips"): src/lib/render's own.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/render/serverRender.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector'],
              message: 'Use useSelector from src/lib/render: a server render reads the store once.',
            },
            {
              name: 'react-router-dom',
              importNames: ['useNavigate'],
              message: 'Use useNavigate from src/lib/render: a server render never navigates.',
            },
            {
              name: 'react-router-dom',
              importNames: ['useLinkClickHandler'],
              message: 'Use useLinkClick from src/lib/render: a server render never clicks.',
            },
          ],
        },
      ],
    },
  },
];
