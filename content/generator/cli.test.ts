import { parseArgs, UsageError } from './cli';
import { DEFAULT_ENTRIES, DEFAULT_SEED } from './plan';

describe('content:generate arguments', () => {
  it('uses the default size and seed when only --out is given', () => {
    expect(parseArgs(['--out', 'content/demo'])).toEqual({ entries: DEFAULT_ENTRIES, seed: DEFAULT_SEED, outDir: 'content/demo' });
  });

  it('accepts "--flag value" and "--flag=value"', () => {
    expect(parseArgs(['--entries', '2000', '--seed=9', '--out=/tmp/x'])).toEqual({ entries: 2000, seed: 9, outDir: '/tmp/x' });
  });

  it('answers --help', () => {
    expect(parseArgs(['--help'])).toBe('help');
  });

  it.each([
    [['--entries', '100'], /--out DIR is required/],
    [['--out', 'x', '--entries', 'lots'], /--entries needs a whole number/],
    [['--out', 'x', '--entries', '-5'], /--entries needs a whole number/],
    [['--out', 'x', '--seed', '1.5'], /--seed needs a whole number/],
    [['--out'], /--out needs a value/],
    [['--out', '--entries', '5'], /--out needs a value/],
    [['--out', 'x', '--colour', 'red'], /unknown argument "--colour"/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
