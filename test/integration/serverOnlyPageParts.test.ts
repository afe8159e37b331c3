import { transformSync } from '@babel/core';
import path from 'node:path';

// The browser bundle's page modules leave out what only the server reads; the server and the tests keep it.
const root = path.join(__dirname, '..', '..');
// (scripts/babel/serverOnlyPageParts.js, used by babel.config.js for the browser bundle only)
const source = [
  "import { definePage } from '../../src/app';",
  "import { isChildListPastEnd } from '../../src/app';",
  'export default definePage({',
  "  match: { contentTypeId: 'listingPage' },",
  "  title: 'Listing',",
  '  description: () => "A long description",',
  '  indexable: true,',
  '  noindex: (state) => isChildListPastEnd(state.routing),',
  "  notice: () => ({ key: 'k', message: 'A server log line', data: {} }),",
  '  component: () => null,',
  '});',
].join('\n');

const compiled = (target: 'web' | 'node') =>
  transformSync(source, {
    filename: path.join(root, 'site/pages/probe.ts'),
    cwd: root,
    configFile: path.join(root, 'babel.config.js'),
    caller: { name: 'webpack', target } as never,
  })?.code ?? '';

describe('server-only page parts', () => {
  it('leaves description, indexing and notices out of the browser bundle, and keeps what the browser reads', () => {
    const web = compiled('web');
    for (const text of ['A long description', 'indexable', 'isChildListPastEnd(state', 'A server log line'])
      expect(web).not.toContain(text);
    for (const text of ["title: 'Listing'", 'listingPage', 'component']) expect(web).toContain(text);
  });

  it('keeps them for the server', () => {
    const node = compiled('node');
    for (const text of ['A long description', 'indexable: true', 'isChildListPastEnd', 'A server log line']) expect(node).toContain(text);
  });
});
