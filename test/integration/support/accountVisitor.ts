// A visitor of the site's account routes with a cookie jar of its own: it keeps what the site sets (Secure and
// `__Host-` cookies included, which a client jar would withhold over plain http) and sends it back, optionally
// from a given address (X-Forwarded-For) over https (X-Forwarded-Proto) behind a trusted proxy.
import type { Express } from 'express';
import request from 'supertest';
import { PUBLIC_HOST } from './site';

export interface VisitorOptions {
  host?: string;
  /** Behind TRUST_PROXY: the visitor's address. */
  ip?: string;
  /** Behind TRUST_PROXY: the visitor came over https. */
  https?: boolean;
}

/** The Set-Cookie lines of an answer. */
export function setCookies(res: request.Response): string[] {
  const value = res.headers['set-cookie'] as unknown;
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
}

/** The Set-Cookie line for `name`, if the answer sets or clears it. */
export function setCookie(res: request.Response, name: string): string | undefined {
  return setCookies(res).find((line) => line.startsWith(`${name}=`));
}

const expired = (line: string) => /Expires=Thu, 01 Jan 1970/i.test(line) || /Max-Age=0(;|$)/i.test(line);

export class AccountVisitor {
  readonly jar = new Map<string, string>();
  csrf = '';

  constructor(
    readonly app: Express,
    readonly options: VisitorOptions = {},
  ) {}

  /** The visitor with the anti-forgery token their first page (the session answer) gives them. */
  static async arrive(app: Express, options: VisitorOptions = {}): Promise<AccountVisitor> {
    const visitor = new AccountVisitor(app, options);
    visitor.csrf = (await visitor.get('/account/session').expect(200)).body.csrfToken as string;
    return visitor;
  }

  get cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { host: this.options.host ?? PUBLIC_HOST };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader;
    if (this.options.ip) headers['x-forwarded-for'] = this.options.ip;
    if (this.options.https) headers['x-forwarded-proto'] = 'https';
    return headers;
  }

  /** Keeps the cookies an answer sets, forgets those it clears. */
  keep(res: request.Response): request.Response {
    for (const line of setCookies(res)) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (expired(line)) this.jar.delete(name);
      else this.jar.set(name, pair.slice(at + 1));
    }
    return res;
  }

  get(path: string): request.Test {
    const test = request(this.app).get(path).set(this.headers());
    return test.on('response', (res: request.Response) => this.keep(res)) as request.Test;
  }

  /** A script's post: JSON with the anti-forgery header. */
  post(path: string, body: Record<string, unknown>, csrf: string | null = this.csrf): request.Test {
    const test = request(this.app).post(path).set(this.headers()).set('accept', 'application/json');
    if (csrf !== null) test.set('x-csrf-token', csrf);
    return test.send(body).on('response', (res: request.Response) => this.keep(res)) as request.Test;
  }

  /** A plain form post, as a browser without JavaScript sends it (the token in `_csrf`). */
  form(path: string, fields: Record<string, string>, csrf: string | null = this.csrf): request.Test {
    const body = csrf === null ? fields : { ...fields, _csrf: csrf };
    const test = request(this.app).post(path).set(this.headers()).set('accept', 'text/html').type('form').send(body);
    return test.on('response', (res: request.Response) => this.keep(res)) as request.Test;
  }

  async signIn(username: string, password: string): Promise<request.Response> {
    const res = await this.post('/account/login', { username, password });
    if (res.status !== 200) throw new Error(`${username} could not sign in: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.csrfToken) this.csrf = res.body.csrfToken as string;
    return res;
  }
}
