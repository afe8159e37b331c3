import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemsIn, root } from './lintAs';

// `import-x/no-cycle` follows imports through the files on disk, so each case writes its probe files into a
// folder of their own under src/lib (where the whole configuration applies) and lints them there.
const CYCLE = 'import-x/no-cycle: Dependency cycle detected';
let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(root, 'src/lib/cycleProbe'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function lintProbes(name: string, files: Record<string, string>): Promise<string[]> {
  const paths = Object.entries(files).map(([file, code]) => {
    const path = join(folder, `${name}${file}`);
    writeFileSync(path, code);
    return path;
  });
  return problemsIn(paths);
}

describe('import cycles', () => {
  it('reports two files that import each other, in each of them', async () => {
    const found = await lintProbes('pair', {
      'A.ts': "import { b } from './pairB';\nexport const a = (): number => b() + 1;\n",
      'B.ts': "import { a } from './pairA';\nexport const b = (): number => a() - 1;\n",
    });
    expect(found).toEqual([CYCLE, CYCLE]);
  });

  it('reports a cycle through a .tsx file and a re-export', async () => {
    const found = await lintProbes('ring', {
      'A.ts': "import { renderRing } from './ringB';\nexport const a = (): unknown => renderRing;\n",
      'B.ts': "export { renderRing } from './ringC';\n",
      'C.tsx': "import { a } from './ringA';\nexport function renderRing() {\n  return <p>{String(a)}</p>;\n}\n",
    });
    expect(found).toEqual([
      'import-x/no-cycle: Dependency cycle via "./ringC:1"',
      'import-x/no-cycle: Dependency cycle via "./ringA:1"',
      'import-x/no-cycle: Dependency cycle via "./ringB:1"',
    ]);
  });

  it('reports a cycle closed by a lazy import (a chunk that imports its importer)', async () => {
    const found = await lintProbes('lazy', {
      'A.ts': "export const load = () => import('./lazyB');\nexport const a = 1;\n",
      'B.ts': "import { a } from './lazyA';\nexport const b = a + 1;\n",
    });
    expect(found).toEqual([CYCLE, CYCLE]);
  });

  it('allows imports that go one way, and a type-only import back (it leaves no import in the bundle)', async () => {
    const found = await lintProbes('oneWay', {
      'A.ts': "import { b } from './oneWayB';\nexport interface Shape { size: number }\nexport const a = (): number => b({ size: 1 });\n",
      'B.ts': "import type { Shape } from './oneWayA';\nexport const b = (shape: Shape): number => shape.size;\n",
    });
    expect(found).toEqual([]);
  });
});
