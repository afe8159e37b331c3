import { childExecArgv } from './protocol';

describe('childExecArgv', () => {
  it('keeps Node options but drops the parent program given inline, and inspector ports', () => {
    expect(childExecArgv(['--max-old-space-size=300', '-e', "require('./dist/server/main.js').main()"])).toEqual([
      '--max-old-space-size=300',
    ]);
    expect(childExecArgv(['--eval=main()', '--enable-source-maps', '--inspect=9229', '-p', '1'])).toEqual(['--enable-source-maps']);
    expect(childExecArgv([])).toEqual([]);
  });
});
