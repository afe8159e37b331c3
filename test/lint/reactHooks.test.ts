import { problemsAs } from './lintAs';

// The React hooks rules (react-hooks/rules-of-hooks, react-hooks/exhaustive-deps) on src/ and site/: each
// misuse is reported, the same component written properly is not.
const component = (body: string) =>
  [
    "import { useEffect, useState } from 'react';",
    'export function Probe({ id, open }: { id: string; open: boolean }) {',
    body,
    '  return <p>{id}</p>;',
    '}',
  ].join('\n');

const reported: [string, string, string, RegExp][] = [
  [
    'a hook called conditionally',
    'src/features/version/Probe.tsx',
    component('  if (open) {\n    useState(0);\n  }'),
    /^react-hooks\/rules-of-hooks: React Hook "useState" is called conditionally/,
  ],
  [
    'a hook called after an early return',
    'src/components/Probe.tsx',
    component('  if (!open) return null;\n  useEffect(() => {}, []);'),
    /^react-hooks\/rules-of-hooks: React Hook "useEffect" is called conditionally/,
  ],
  [
    'a hook called in a loop',
    'src/app/Probe.tsx',
    component('  for (const key of [id]) useState(key);'),
    /^react-hooks\/rules-of-hooks: React Hook "useState" may be executed more than once/,
  ],
  [
    'a hook called in a function that is neither a component nor a hook',
    'src/lib/url/probe.ts',
    "import { useState } from 'react';\nexport function readCount(): number {\n  return useState(0)[0];\n}",
    /^react-hooks\/rules-of-hooks: React Hook "useState" is called in function "readCount"/,
  ],
  [
    'an effect that reads a prop missing from its dependencies',
    'src/features/version/Probe.tsx',
    component('  useEffect(() => {\n    document.title = id;\n  }, []);'),
    /^react-hooks\/exhaustive-deps: React Hook useEffect has a missing dependency: 'id'/,
  ],
  [
    'a conditional hook in the site folder',
    'site/templates/Probe.tsx',
    component('  if (open) useEffect(() => {}, []);'),
    /^react-hooks\/rules-of-hooks: React Hook "useEffect" is called conditionally/,
  ],
];

describe('React hooks rules', () => {
  it.each(reported)('reports %s', async (_name, file, code, expected) => {
    const found = await problemsAs(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });

  it('allows hooks at the top level of components and custom hooks, with complete dependencies', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function useTitle(title: string): void {',
      '  useEffect(() => {',
      '    document.title = title;',
      '  }, [title]);',
      '}',
      'export function Probe({ id }: { id: string }) {',
      '  const [count, setCount] = useState(0);',
      '  useTitle(`${id} ${count}`);',
      '  return <button onClick={() => setCount(count + 1)}>{id}</button>;',
      '}',
    ].join('\n');
    expect(await problemsAs('src/features/version/Probe.tsx', code)).toEqual([]);
  });
});
