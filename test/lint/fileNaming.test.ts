import { problemsAs } from './lintAs';

// The file-naming convention (trellis/file-naming, docs/decisions.md "File names"): PascalCase for a .tsx file
// whose main export is a React component, camelCase for every other source file, tests named after their subject
// plus `.test`. Each source is linted as if it were the file at the given path.
const component = 'export function Card({ title }: { title: string }) {\n  return <h2>{title}</h2>;\n}\n';
const helper =
  'export function pageCache(size: number): Map<string, string> {\n  return new Map<string, string>([[String(size), ""]]);\n}\n';

const reported: [string, string, string, string][] = [
  [
    'a kebab-case file',
    'platform/pack/load-pack.ts',
    helper,
    "'load-pack.ts': file names are camelCase or, for a React component's .tsx file, PascalCase: 'loadPack.ts'.",
  ],
  [
    'a kebab-case test',
    'test/integration/page-cache.test.ts',
    "it('runs', () => undefined);",
    "'page-cache.test.ts': file names are camelCase or, for a React component's .tsx file, PascalCase: 'pageCache.test.ts'.",
  ],
  [
    'a snake_case script',
    'scripts/build_state.js',
    'module.exports = {};',
    "'build_state.js': file names are camelCase or, for a React component's .tsx file, PascalCase: 'buildState.js'.",
  ],
  [
    'a PascalCase .ts file',
    'src/lib/url/PageCache.ts',
    helper,
    "'PageCache.ts': PascalCase names a .tsx file whose main export is a React component; this one is 'pageCache.ts'.",
  ],
  [
    'a camelCase .tsx file whose main export is its component',
    'src/components/card.tsx',
    component,
    "'card.tsx': its main export is a component (Card), so the file is PascalCase: 'Card.tsx'.",
  ],
  [
    'a camelCase .tsx file of components only',
    'src/features/user/components/pages.tsx',
    'export function LoginPage() {\n  return <h1>Sign in</h1>;\n}\nexport const LogoutPage = () => <h1>Signed out</h1>;\n',
    "'pages.tsx': its main export is a component (LoginPage, LogoutPage), so the file is PascalCase: 'Pages.tsx'.",
  ],
  [
    'a PascalCase .tsx file that exports no component',
    'src/components/Helpers.tsx',
    helper,
    "'Helpers.tsx': a PascalCase .tsx file exports the component it is named after ('Helpers'), a default export, or only components.",
  ],
  [
    'a suffix other than .test',
    'platform/search/textIndex.spec.ts',
    "it('runs', () => undefined);",
    "'textIndex.spec.ts': the only suffixes are '.test' (a test), '.d.ts' (declarations) and '.config' (a tool's config in the root).",
  ],
  [
    'a .config file outside the root',
    'bench/bench.config.ts',
    'export const runs = 3;',
    "'bench.config.ts': the only suffixes are '.test' (a test), '.d.ts' (declarations) and '.config' (a tool's config in the root).",
  ],
];

const allowed: [string, string, string][] = [
  ['a camelCase module', 'platform/pack/loadPack.ts', helper],
  ['a component in its PascalCase .tsx file', 'src/components/Card.tsx', component],
  ['a component with its helpers, named after the component', 'src/components/Card.tsx', `${component}export const CARD_CLASS = 'card';\n`],
  ['a default-exported component', 'src/app/Probe.tsx', 'export default function Probe() {\n  return <p />;\n}\n'],
  [
    "a template's parts: a PascalCase file of components only",
    'src/app/templates/InPageParts.tsx',
    'export function Lead() {\n  return <p />;\n}\nexport function Fact() {\n  return <p />;\n}\n',
  ],
  [
    'a camelCase .tsx helper that renders but is not a component',
    'server/render/renderPage.tsx',
    'export function renderPage(): string {\n  return String(<p />);\n}\n',
  ],
  [
    'a camelCase .tsx file whose context and hook are not its main export',
    'src/components/inPageState.tsx',
    "import { createContext } from 'react';\nexport const InPageContext = createContext(0);\nexport function useInPage(): number {\n  return 0;\n}\n",
  ],
  ['a test named after a camelCase subject', 'platform/pack/loadPack.test.ts', "it('runs', () => undefined);"],
  ['a test named after a component', 'src/components/Card.test.tsx', "it('runs', () => undefined);"],
  ['a declaration file', 'src/types/assets.d.ts', "declare module '*.css';"],
  ['a tool config in the root', 'webpack.config.ts', 'export default {};'],
  ['a CommonJS script', 'scripts/buildState.js', 'module.exports = {};'],
];

describe('file names', () => {
  it.each(reported)('reports %s', async (_name, file, code, message) => {
    expect(await problemsAs(file, code)).toEqual([`trellis/file-naming: ${message}`]);
  });

  it.each(allowed)('allows %s', async (_name, file, code) => {
    expect(await problemsAs(file, code)).toEqual([]);
  });
});
