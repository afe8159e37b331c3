import { childExecArgv, childMemoryEnv, CHILD_MALLOC_TUNABLES, platformExecArgv, workerExecArgv } from './protocol';

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
  it("limit a site worker's heap and the platform's young generation, after the primary's own options", () => {
    expect(workerExecArgv(384, ['--enable-source-maps'], '')).toEqual(['--enable-source-maps', '--max-old-space-size=384']);
    expect(workerExecArgv(0, ['--enable-source-maps'], '')).toEqual(['--enable-source-maps']);
    expect(platformExecArgv([], '')).toEqual(['--max-semi-space-size=2']);
  });

  it("keep an operator's own setting of the same flag, on the command line or in NODE_OPTIONS, in either spelling", () => {
    expect(workerExecArgv(384, ['--max-old-space-size=2048'], '')).toEqual(['--max-old-space-size=2048']);
    expect(workerExecArgv(384, [], '--max_old_space_size=1024 --trace-warnings')).toEqual([]);
    expect(platformExecArgv(['--max-semi-space-size=16'], '')).toEqual(['--max-semi-space-size=16']);
    expect(platformExecArgv([], '--max-semi-space-size=8')).toEqual([]);
  });
});
