import type { Request } from 'express';
import { readCookieTokens } from './sessionCookies';

const withCookie = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

describe('readCookieTokens', () => {
  it('reads the three token cookies, decoded', () => {
    const tokens = readCookieTokens(withCookie('ContensisSecurityBearerToken=eyJ.a-b_c.d; ContensisCMSUserName=a%2Bb%3D; RefreshToken=0f9e'));
    expect(tokens).toEqual({ accessToken: 'eyJ.a-b_c.d', classicToken: 'a+b=', refreshToken: '0f9e' });
  });

  // Sent on as an Authorization header, such a value failed the platform call, and with it every page of the visitor.
  it.each([
    ['a character no header may hold', 'ContensisSecurityBearerToken=%E2%80%AE'],
    ['a line break', 'ContensisSecurityBearerToken=a%0D%0Ab'],
    ['a space', 'ContensisSecurityBearerToken=a%20b'],
    ['more than a cookie can hold', `ContensisSecurityBearerToken=${'c'.repeat(4097)}`],
  ])('takes a token cookie holding %s for no token', (_what, cookie) => {
    expect(readCookieTokens(withCookie(`${cookie}; RefreshToken=0f9e`))).toEqual({ accessToken: null, classicToken: null, refreshToken: '0f9e' });
  });
});
