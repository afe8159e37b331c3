import { encodePath, toQueryString } from './queryString';

describe('toQueryString', () => {
  it('sorts keys, encodes values, comma-joins arrays and drops empty values', () => {
    expect(toQueryString({ zeta: 'a b', alpha: ['x', 'y'], empty: '', none: undefined, nil: null, list: [], zero: 0, flag: true })).toBe(
      '?alpha=x%2Cy&flag=true&zero=0&zeta=a%20b',
    );
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('encodePath', () => {
  it('keeps slashes and encodes each segment once', () => {
    expect(encodePath('/about/team')).toBe('/about/team');
    expect(encodePath('/a b/c?d')).toBe('/a%20b/c%3Fd');
    expect(encodePath('/caf%C3%A9')).toBe('/caf%C3%A9');
    expect(encodePath('/100%')).toBe('/100%25');
  });
});
