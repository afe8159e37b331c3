import { chooseVersionStatus, showsDrafts } from './versionStatus';

describe('chooseVersionStatus', () => {
  const base = { previewHosts: ['preview.example.org'] };

  it('is latest on localhost and preview hosts, else published', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'localhost' })).toBe('latest');
    expect(chooseVersionStatus({ ...base, hostname: 'Preview.Example.org' })).toBe('latest');
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org' })).toBe('published');
  });

  it('takes a valid override: query, then window value, then header', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'localhost', query: 'published', header: 'latest' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'localhost', windowValue: 'published' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'preview.example.org', header: 'PUBLISHED' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'localhost', query: 'latest', header: 'published' })).toBe('latest');
  });

  it('never shows drafts on a public host, whatever the query, window value or header asks for', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', query: 'latest' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', windowValue: 'latest' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', header: 'LATEST' })).toBe('published');
  });

  it('ignores values that are not a known status', () => {
    expect(chooseVersionStatus({ ...base, hostname: 'www.example.org', query: '<script>', header: 'draft' })).toBe('published');
    expect(chooseVersionStatus({ ...base, hostname: 'localhost', query: 'draft' })).toBe('latest');
  });
});

describe('showsDrafts', () => {
  it('is true for localhost, loopback and preview hosts only', () => {
    expect(showsDrafts('localhost', [])).toBe(true);
    expect(showsDrafts('127.0.0.1', [])).toBe(true);
    expect(showsDrafts('PREVIEW.example.org', ['preview.example.org'])).toBe(true);
    expect(showsDrafts('www.example.org', ['preview.example.org'])).toBe(false);
    expect(showsDrafts('preview.example.org.evil.test', ['preview.example.org'])).toBe(false);
  });
});
