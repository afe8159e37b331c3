import { chooseVersionStatus } from './versionStatus';

describe('chooseVersionStatus', () => {
  const base = { previewHosts: ['preview.example.org'] };

  it('is latest on localhost and preview hosts, else published', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'localhost' })).toBe('latest');
    expect(chooseVersionStatus({ ...base, hostname: 'Preview.Example.org' })).toBe('latest');
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org' })).toBe('published');
  });

  it('takes a valid override: query, then window value, then header', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', query: 'latest', header: 'published' })).toBe('latest');
    expect(chooseVersionStatus({ ...base, hostname: 'localhost', windowValue: 'published' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', header: 'LATEST' })).toBe('latest');
  });

  it('ignores values that are not a known status', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', query: '<script>', header: 'draft' })).toBe('published');
  });
});
