import { problemsAs as problems } from './lintAs';

// The import rules of README.md, checked by `npm run lint`: each forbidden import is reported, each
// allowed one is not. Sources are linted as if they were files at the given paths.
const forbidden: [string, string, string][] = [
  ['a feature imports another feature', 'src/features/version/probe.ts', "import { navigationReducer } from '../navigation';"],
  ['a feature imports src/app', 'src/features/version/probe.ts', "import type { RootState } from '../../app/rootReducer';"],
  ['src/lib imports a feature', 'src/lib/url/probe.ts', "import { versionReducer } from '../../features/version';"],
  ['src/components imports src/app', 'src/components/probe.tsx', "import { App } from '../app/App';"],
  ['src/app imports a feature internal', 'src/app/probe.ts', "import { versionReducer } from '../features/version/slice';"],
  ['src/lib imports server', 'src/lib/url/probe.ts', "import { loadConfig } from '../../../server/config';"],
  ['server imports a feature internal', 'server/probe.ts', "import { routeFailed } from '../src/features/routing/slice';"],
  ['server (not its entry) imports the platform', 'server/probe.ts', "import { startPlatform } from '../platform';"],
  ['the platform imports src', 'platform/http/probe.ts', "import type { Entry } from '../../src/lib/delivery/types';"],
  ['the platform imports server', 'platform/probe.ts', "import { loadConfig } from '../server/config';"],
  ['content imports src', 'content/generator/probe.ts', "import { escapeHtml } from '../../src/lib/html';"],
  ['content imports the platform', 'content/generator/probe.ts', "import { loadPack } from '../../platform/pack';"],
  ['the contract imports src', 'contract/probe.ts', "import type { DeliveryClient } from '../src/lib/delivery';"],
  ['the platform imports test helpers', 'platform/probe.ts', "import { startTestSite } from '../test/integration/support/site';"],
  ['the contract imports the platform', 'contract/probe.ts', "export { loadPack } from '../platform/pack';"],
  ['src/app imports the site', 'src/app/probe.ts', "import { site } from '../../site';"],
  ['a feature imports the site', 'src/features/version/probe.ts', "import { pages } from '../../../site/pages';"],
  ['server imports the site', 'server/probe.ts', "import { site } from '../site';"],
  ['a core test imports the site', 'src/app/probe.test.ts', "import { site } from '../../site';"],
  ['the platform imports the site', 'platform/probe.ts', "import { site } from '../site';"],
  ['the site imports a core module that is not an entry point', 'site/pages/probe.ts', "import { text } from '../../src/app/fields';"],
  ['the site imports a feature', 'site/pages/probe.ts', "import { Link } from '../../src/features/routing';"],
  ['the site imports src/components directly', 'site/templates/probe.tsx', "import { Card } from '../../src/components';"],
  ['the site imports server internals', 'site/probe.ts', "import { createSite } from '../server/site';"],
  ['a fixture site imports a core internal', 'test/fixtures/mini-site/probe.ts', "import { text } from '../../../src/app/fields';"],
  ["a developer guide's recipe imports a feature", 'docs/recipes/probe.tsx', "import { Link } from '../../src/features/routing';"],
  ["a developer guide's recipe imports the demo site", 'docs/recipes/probe.ts', "import { pages } from '../../site/pages';"],
];

const allowed: [string, string, string][] = [
  [
    'a feature imports lib, components, the contract and its own files',
    'src/features/version/probe.tsx',
    "import { DELIVERY } from '../../lib/saga';\nimport { Card } from '../../components';\nimport type { Entry } from '../../../contract';\nimport { versionReducer } from './slice';",
  ],
  ['src/app imports a feature index', 'src/app/probe.ts', "import { versionReducer } from '../features/version';"],
  [
    'server imports src/app, a feature index, lib and the contract',
    'server/probe.ts',
    "import { createAppStore } from '../src/app/store';\nimport { routingReducer } from '../src/features/routing';\nimport { escapeHtml } from '../src/lib/html';\nimport type { User } from '../contract';",
  ],
  ['the server entry starts the platform', 'server/main.ts', "import { startPlatform } from '../platform';"],
  ['the platform imports the contract', 'platform/http/probe.ts', "import type { Entry } from '../../contract';"],
  ['content imports the contract', 'content/generator/probe.ts', "import { PACK_FILES } from '../../contract';"],
  [
    'the site imports the site API and the search configuration API',
    'site/pages/probe.ts',
    "import { definePage } from '../../src/app';\nimport { Op } from '../../src/app/searchConfig';",
  ],
  [
    'the site entries import the client and server entries',
    'site/probe.ts',
    "import { startClient } from '../src/app/client';\nimport { serveSite } from '../server';",
  ],
  [
    "the site's tests reach into the core",
    'site/templates/probe.test.tsx',
    "import { makeStore } from '../../src/app/testing/renderPage';\nimport { Link } from '../../src/features/routing';",
  ],
  ['tests outside the core import the site', 'test/integration/probe.test.ts', "import { site } from '../../site';"],
  [
    "a developer guide's recipe imports the site API and the search configuration API",
    'docs/recipes/probe.tsx',
    "import { definePage } from '../../src/app';\nimport type { ListingConfig } from '../../src/app/searchConfig';",
  ],
];

describe('import boundaries', () => {
  it.each(forbidden)('reports %s', async (_name, file, code) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^boundaries\/dependencies: /);
  });

  it.each(allowed)('allows %s', async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('parses TypeScript and TSX with the repository Babel config', async () => {
    const code = [
      "import type { Entry } from '../../../contract';",
      'export interface Props<T extends Entry = Entry> { entry: T; readonly tags?: string[] }',
      'export const Title = <T extends Entry>({ entry }: Props<T>): JSX.Element => <h1>{entry.entryTitle as string}</h1>;',
      'export enum Kind { A = 1 }',
      'const value = (null as unknown as Entry | null)!;',
      'export default value satisfies Entry;',
    ].join('\n');
    expect(await problems('src/features/version/Probe.tsx', code)).toEqual([]);
  });
});
