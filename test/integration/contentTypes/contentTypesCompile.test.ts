// content:types on the demo pack and on a generated pack: the output compiles, names every content type and
// field, and a template reading a field its content type does not have fails the type check.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generatePack, smallestPack } from '../../../content/generator/generatePack';
import { generateTypes } from '../../../scripts/contentTypes/generate';
import { BAD_LINES, badTemplate, goodTemplate } from './templates';
import { probeOf, REPOSITORY, typesProject, type TypesProject } from './typesProject';

const DEMO = join(REPOSITORY, 'content/demo');

describe('the committed site/contentTypes.ts', () => {
  it('is what npm run content:types makes of content/demo now (regenerating gives no diff)', async () => {
    const outFile = join(REPOSITORY, 'site/contentTypes.ts');
    const fresh = await generateTypes({ source: { pack: DEMO }, outFile });
    expect(readFileSync(outFile, 'utf8')).toBe(fresh);
  });
});

/** Generates the pack's types into a new project with the probe and both templates, and type checks it. */
async function checkTypes(project: TypesProject, packDir: string): Promise<string[]> {
  const warnings: string[] = [];
  const text = await generateTypes({
    source: { pack: packDir },
    outFile: join(project.dir, 'contentTypes.ts'),
    warn: (w) => warnings.push(w),
  });
  expect(warnings).toEqual([]);
  project.write('contentTypes.ts', text);
  project.write('probe.ts', probeOf(packDir, ['website', 'intranet']));
  project.write('good.tsx', goodTemplate(project.core));
  project.write('bad.tsx', badTemplate(project.core));
  return project.typecheck();
}

function expectOnlyTheBadLines(errors: string[]) {
  // Every error is in the bad template, at one of its mistakes, and every mistake is reported.
  const found = errors.map((line) => {
    const match = /bad\.tsx\((\d+),\d+\): (.*)/.exec(line);
    return match ? { line: Number(match[1]), message: match[2] } : { line: 0, message: line };
  });
  expect(found.filter(({ line }) => !BAD_LINES[line])).toEqual([]);
  const reported = Object.entries(BAD_LINES).map(([line, message]) =>
    found.some((error) => error.line === Number(line) && message.test(error.message)) ? line : `line ${line} not reported as ${message}`,
  );
  expect(reported).toEqual(Object.keys(BAD_LINES));
}

describe('content:types output type checks', () => {
  let project: TypesProject;
  beforeEach(() => {
    project = typesProject();
  });
  afterEach(() => project.remove());

  it('on the demo pack: compiles, names every content type and field, and fails a template reading a missing field', async () => {
    expectOnlyTheBadLines(await checkTypes(project, DEMO));
  });

  it('on a pack from content:generate, written by the command itself', async () => {
    const packDir = mkdtempSync(join(tmpdir(), 'content-types-pack-'));
    try {
      await generatePack({ entries: smallestPack(), seed: 7, outDir: packDir });
      const outFile = join(project.dir, 'contentTypes.ts');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [join(REPOSITORY, 'node_modules/tsx/dist/cli.mjs'), join(REPOSITORY, 'scripts/contentTypes/cli.ts'), '--out', outFile],
        { cwd: REPOSITORY, env: { ...process.env, CONTENT_DIR: packDir, CONTENSIS_URL: '' } },
      );
      expect(stdout).toContain(`Wrote ${outFile}`);
      project.write('contentTypes.ts', readFileSync(outFile, 'utf8'));
      project.write('probe.ts', probeOf(packDir, ['website', 'intranet']));
      project.write('good.tsx', goodTemplate(project.core));
      project.write('bad.tsx', badTemplate(project.core));
      expectOnlyTheBadLines(await project.typecheck());
    } finally {
      rmSync(packDir, { recursive: true, force: true });
    }
  });
});
