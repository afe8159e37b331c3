// ESLint: the import boundaries of README.md ("Layout"), checked on every TypeScript and JavaScript file.
// TypeScript 7 has no JS API, so @typescript-eslint/parser cannot run; @babel/eslint-parser parses with the
// repository's own Babel config (preset-typescript), the same one that builds the bundles.
const babelParser = require('@babel/eslint-parser');
const boundaries = require('eslint-plugin-boundaries');

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
];

const boundaryRules = {
  'boundaries/dependencies': ['error', { default: 'disallow', checkUnknownLocals: true, policies }],
};

module.exports = [
  { ignores: ['node_modules/**', 'dist/**', 'content/demo/**', '.data/**', 'coverage/**'] },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: { requireConfigFile: true, babelOptions: { configFile: require.resolve('./babel.config.js') } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': __dirname,
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: boundaryRules,
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
