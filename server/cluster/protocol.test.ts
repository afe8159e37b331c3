import { spawnSync } from 'node:child_process';
import { childExecArgv, childMemoryEnv, CHILD_MALLOC_TUNABLES, HEAP_GROWING_FLAG, platformExecArgv, workerExecArgv } from './protocol';

describe('childExecArgv', () => {
  it('keeps Node options but drops the parent program given inline, and inspector ports', () => {
    expect(childExecArgv(['--max-old-space-size=300', '-e', "require('./dist/server/main.js').main()"])).toEqual([
      '--max-old-space-size=300',
    ]);
    expect(childExecArgv(['--eval=main()', '--enable-source-maps', '--inspect=9229', '-p', '1'])).toEqual(['--enable-source-maps']);
    expect(childExecArgv([])).toEqual([]);
  });
});

describe('childMemoryEnv', () => {
  it("gives the children a malloc threshold that returns large freed blocks, unless the operator set glibc's tunables", () => {
    expect(childMemoryEnv({})).toEqual({ GLIBC_TUNABLES: CHILD_MALLOC_TUNABLES });
    expect(childMemoryEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' })).toEqual({});
  });
});

describe('workerExecArgv and platformExecArgv', () => {
  it("bound a site worker's heap and its growth, and the platform's young generation, after the primary's own options", () => {
    expect(workerExecArgv(384, ['--enable-source-maps'], '')).toEqual([
      '--enable-source-maps',
      HEAP_GROWING_FLAG,
      '--max-old-space-size=384',
    ]);
    expect(workerExecArgv(0, ['--enable-source-maps'], '')).toEqual(['--enable-source-maps', HEAP_GROWING_FLAG]);
    expect(platformExecArgv([], '')).toEqual(['--max-semi-space-size=2', HEAP_GROWING_FLAG]);
  });

  it("keep an operator's own setting of the same flag, on the command line or in NODE_OPTIONS, in either spelling", () => {
    expect(workerExecArgv(384, ['--max-old-space-size=2048'], '')).toEqual(['--max-old-space-size=2048', HEAP_GROWING_FLAG]);
    expect(workerExecArgv(384, [], '--max_old_space_size=1024 --trace-warnings')).toEqual([HEAP_GROWING_FLAG]);
    expect(workerExecArgv(0, ['--heap_growing_percent=100'], '')).toEqual(['--heap_growing_percent=100']);
    expect(platformExecArgv(['--max-semi-space-size=16'], '')).toEqual(['--max-semi-space-size=16', HEAP_GROWING_FLAG]);
    expect(platformExecArgv([], '--max-semi-space-size=8')).toEqual([HEAP_GROWING_FLAG]);
  });

  it('are options this Node accepts (a misspelt V8 flag would stop every worker at its start)', () => {
    for (const flags of [workerExecArgv(384, [], ''), platformExecArgv([], '')]) {
      const run = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write("ran")'], { encoding: 'utf8' });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: 'ran', stderr: '' });
    }
  });
});
