// Log lines are readable by a person at a terminal in development, and one JSON object a line everywhere else.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { logFormat } from '../../server/logger';

const ROOT = path.join(__dirname, '..', '..');

describe('logFormat', () => {
  it.each([
    ['a terminal in development', { NODE_ENV: 'development' }, true, 'pretty'],
    ['a terminal, NODE_ENV unset', {}, true, 'pretty'],
    ['a terminal in production', { NODE_ENV: 'production' }, true, 'json'],
    ['a file or a collector in development', { NODE_ENV: 'development' }, false, 'json'],
    ['LOG_FORMAT=json at a terminal', { LOG_FORMAT: 'json' }, true, 'json'],
    ['LOG_FORMAT=pretty in production', { NODE_ENV: 'production', LOG_FORMAT: ' Pretty ' }, false, 'pretty'],
  ])('%s', (_where, env, tty, expected) => {
    expect(logFormat(env, tty)).toBe(expected);
  });
});

describe('the lines written', () => {
  const write = (format: string) =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', "require('./server/logger').createLogger('info').info({ port: 3000 }, 'Trellis is serving')"],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, LOG_FORMAT: format, NO_COLOR: '1', FORCE_COLOR: '0' },
      },
    );

  it('pretty: a time, the level and the message in words, then the fields', () => {
    const line = write('pretty');
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(trellis\): Trellis is serving\n\s+port: 3000\n$/);
  }, 30_000);

  it('json: one object a line', () => {
    expect(JSON.parse(write('json'))).toMatchObject({ level: 30, name: 'trellis', port: 3000, msg: 'Trellis is serving' });
  }, 30_000);
});
