// Message ids are typed: a catalogue without one of the core's messages, or a component asking for an id no
// catalogue has, fails the type check (not a blank on a page).
import { typesProject, type TypesProject } from './contentTypes/typesProject';

let project: TypesProject;
beforeEach(() => {
  project = typesProject();
});
afterEach(() => project.remove());

const good = (core: string) => `import { CORE_WORDS, useWords, type Words } from '${core}';
export const cy: Words = { ...CORE_WORDS, shell: { ...CORE_WORDS.shell, skipLink: 'Neidio i’r prif gynnwys' } };
export function useSkipLink(): string {
  const t = useWords('search');
  return t('shell.skipLink') + t('search.summaryAll', { total: 3 });
}
`;

const bad = (core: string) => `import { CORE_WORDS, useWords, type Words } from '${core}';
const { skipLink: _left, ...shell } = CORE_WORDS.shell;
export const cy: Words = { ...CORE_WORDS, shell };
export function useSkipLink(): string {
  return useWords()('shell.skipLinks');
}
`;

it('accepts a complete catalogue and known ids', async () => {
  project.write('good.ts', good(project.core));
  expect(await project.typecheck()).toEqual([]);
});

it('refuses a catalogue that misses a message, and an id no catalogue has', async () => {
  project.write('bad.ts', bad(project.core));
  const errors = await project.typecheck();
  expect(errors).toEqual([
    expect.stringMatching(/bad\.ts\(3,.*Property 'skipLink' is missing/),
    expect.stringMatching(/bad\.ts\(5,.*'"shell\.skipLinks"' is not assignable/),
  ]);
});
