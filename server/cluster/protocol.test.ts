import { childExecArgv, childMemoryEnv, CHILD_MALLOC_TUNABLES } from './protocol';

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
