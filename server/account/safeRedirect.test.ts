import express from 'express';
import request from 'supertest';
import { MAX_REDIRECT_LENGTH, returnUrlPath, safeRedirectPath } from './safeRedirect';

const FALLBACK = '/account';

/** Values a visitor may legitimately come back to: returned unchanged, query and hash included. */
const sameSite = [
  '/',
  '/news',
  '/news/2024/summer-fair?page=2&sort=date#comments',
  '/search?q=100%25%20cotton',
  '/search?q=a%2Fb',
  '/café/menu',
  '/caf%C3%A9',
  '/en%E2%80%93dash',
  '/a//b',
  '/path/with%20space',
  '/?redirect=https://example.com',
];

/** Open-redirect attempts: each would (or could, after a proxy decodes it) take the visitor elsewhere. */
const attacks = [
  '//evil.com',
  '///evil.com',
  '//evil.com/news',
  '/\\evil.com',
  '\\evil.com',
  '\\\\evil.com',
  '/%2f%2fevil.com',
  '/%2F%2Fevil.com',
  '/%252f%252fevil.com',
  '/%5cevil.com',
  '/%5Cevil.com/',
  '%2f%2fevil.com',
  '/%2f%2fevil.com%',
  'https://evil.com',
  'http:evil.com',
  'HTTPS://evil.com/news',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\t//evil.com',
  ' //evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/%0d%0aSet-Cookie:x=1',
  '/%00',
  '/news\u0000',
  '/\u202eevil.com',
  '/\u200b/evil.com',
  '/\u2028evil.com',
  '/%E2%80%AE',
  '/\ud800',
  '/%25252525252f%25252525252fevil.com',
  'evil.com',
  'news',
  '',
  `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
];

describe('safeRedirectPath', () => {
  it.each(sameSite)('keeps the same-site path %p as it is', (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(value);
  });

  it.each(attacks)('falls back for %p', (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, ['/news'], { path: '/news' }])('falls back for the non-string %p', (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('accepts a path of exactly the maximum length and refuses one character more', () => {
    const longest = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(safeRedirectPath(longest, FALLBACK)).toBe(longest);
    expect(safeRedirectPath(`${longest}a`, FALLBACK)).toBe(FALLBACK);
  });

  it('never lets Express send a Location header that a browser resolves off-site', async () => {
    const app = express();
    app.get('/go', (req, res) => res.redirect(safeRedirectPath(req.query.to, FALLBACK)));
    for (const value of [...attacks, ...sameSite].filter((v) => !/[\u0000-\u001f\u007f]/.test(v))) {
      const response = await request(app).get('/go').query({ to: value });
      expect(response.status).toBe(302);
      const target = new URL(response.headers.location, 'https://site.example/go');
      expect({ value, origin: target.origin }).toEqual({ value, origin: 'https://site.example' });
      // What a decoding proxy would forward must stay on the site too.
      expect(new URL(decodeURIComponent(target.pathname), 'https://site.example').origin).toBe('https://site.example');
    }
  });
});

describe('returnUrlPath', () => {
  it.each([
    ['https://www.example.org/news/item?id=3#top', '/news/item?id=3#top'],
    ['http://localhost:3000/account', '/account'],
    ['https://evil.com/account/settings', '/account/settings'],
    ['https://user:pass@evil.com/x', '/x'],
    ['//evil.com/news', '/news'],
    ['/news?page=2', '/news?page=2'],
    ['/a/../b', '/b'],
    ['https://evil.com', '/'],
  ])('keeps only the path, query and hash of %p', (value, expected) => {
    expect(returnUrlPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.com//evil.com',
    'https://evil.com/%2f%2fevil.com',
    'https://site.example/%5c%5cevil.com',
    'https://site.example/%09/evil.com',
    'javascript:alert(1)',
    'javascript://site.example/%0aalert(1)',
    'data:text/html,hi',
    'ftp://evil.com/x',
    'evil.com/news',
    'news',
    '\t//evil.com',
    '',
    `https://site.example/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
    undefined,
    42,
  ])('gives null for %p', (value) => {
    expect(returnUrlPath(value)).toBeNull();
  });
});
