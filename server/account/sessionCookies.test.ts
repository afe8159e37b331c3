import express, { type Request } from 'express';
import request from 'supertest';
import { createSessionCookies, readCookieTokens } from './sessionCookies';

const withCookie = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

describe('readCookieTokens', () => {
  it('reads the three token cookies, decoded', () => {
    const tokens = readCookieTokens(
      withCookie('ContensisSecurityBearerToken=eyJ.a-b_c.d; ContensisCMSUserName=a%2Bb%3D; RefreshToken=0f9e'),
    );
    expect(tokens).toEqual({ accessToken: 'eyJ.a-b_c.d', classicToken: 'a+b=', refreshToken: '0f9e' });
  });

  // Sent on as an Authorization header, such a value failed the platform call, and with it every page of the visitor.
  it.each([
    ['a character no header may hold', 'ContensisSecurityBearerToken=%E2%80%AE'],
    ['a line break', 'ContensisSecurityBearerToken=a%0D%0Ab'],
    ['a space', 'ContensisSecurityBearerToken=a%20b'],
    ['more than a cookie can hold', `ContensisSecurityBearerToken=${'c'.repeat(4097)}`],
  ])('takes a token cookie holding %s for no token', (_what, cookie) => {
    expect(readCookieTokens(withCookie(`${cookie}; RefreshToken=0f9e`))).toEqual({
      accessToken: null,
      classicToken: null,
      refreshToken: '0f9e',
    });
  });
});

describe('the cookie names and attributes', () => {
  // A minimal app that stores a token set, clears it, or reads it back, with the scheme decided as the site does.
  function app(overHttps: boolean) {
    const cookies = createSessionCookies({ maxAgeSeconds: 3600, overHttps: () => overHttps });
    const site = express();
    site.use(cookies.scheme());
    site.get('/store', (_req, res) => {
      cookies.store(
        res,
        { accessToken: 'bearer', classicToken: 'classic', refreshToken: 'refresh', expiresIn: 3600 },
        { newSession: true },
      );
      res.end();
    });
    site.get('/clear', (_req, res) => {
      cookies.clear(res);
      res.end();
    });
    site.get('/read', (req, res) => {
      res.json(readCookieTokens(req));
    });
    return site;
  }
  const lines = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

  it('over https: every session cookie is __Host- named, Secure, Path=/ and has no Domain', async () => {
    const stored = lines(await request(app(true)).get('/store').expect(200));
    expect(stored.map((line) => line.split('=')[0]).sort()).toEqual([
      '__Host-ContensisCMSUserName',
      '__Host-ContensisSecurityBearerToken',
      '__Host-RefreshToken',
      '__Host-trellis_session',
    ]);
    for (const line of stored) {
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
    }
    const cleared = lines(await request(app(true)).get('/clear').expect(200));
    expect(cleared.map((line) => line.split('=')[0]).sort()).toEqual(stored.map((line) => line.split('=')[0]).sort());
  });

  it('over plain http (localhost): the plain names, not Secure', async () => {
    const stored = lines(await request(app(false)).get('/store').expect(200));
    expect(stored.map((line) => line.split('=')[0]).sort()).toEqual([
      'ContensisCMSUserName',
      'ContensisSecurityBearerToken',
      'RefreshToken',
      'trellis_session',
    ]);
    for (const line of stored) expect(line).not.toMatch(/Secure/);
  });

  it('reads only the names that match the scheme: a plain cookie planted beside an https site is not a session', async () => {
    const planted = 'ContensisSecurityBearerToken=planted; RefreshToken=planted';
    expect((await request(app(true)).get('/read').set('cookie', planted)).body).toEqual({
      accessToken: null,
      classicToken: null,
      refreshToken: null,
    });
    const own = '__Host-ContensisSecurityBearerToken=mine; __Host-RefreshToken=mine; RefreshToken=planted';
    expect((await request(app(true)).get('/read').set('cookie', own)).body).toEqual({
      accessToken: 'mine',
      classicToken: null,
      refreshToken: 'mine',
    });
    expect((await request(app(false)).get('/read').set('cookie', own)).body).toEqual({
      accessToken: null,
      classicToken: null,
      refreshToken: 'planted',
    });
  });
});
