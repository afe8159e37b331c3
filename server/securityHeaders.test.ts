import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { fixedHeaders, helmetHeaders } from './securityHeaders';

const OPTIONS = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false } as const;

async function headersWith(middleware: RequestHandler): Promise<Record<string, unknown>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.type('text/plain').send('ok');
  });
  const { headers } = await request(app).get('/').expect(200);
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, etag: _etag, ...rest } = headers;
  return rest;
}

describe('helmet headers worked out once', () => {
  it('are the headers helmet itself sets on a response', async () => {
    const once = await headersWith(fixedHeaders(helmetHeaders(OPTIONS)));
    expect(once).toEqual(await headersWith(helmet(OPTIONS)));
    expect(once).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
  });

  it('follow the options: a header turned off is not sent, one turned on is', () => {
    const names = (options: Parameters<typeof helmet>[0]) => helmetHeaders(options ?? {}).map(([name]) => name);
    expect(names({ ...OPTIONS, xFrameOptions: false })).not.toContain('x-frame-options');
    expect(names({ ...OPTIONS, strictTransportSecurity: true })).toContain('strict-transport-security');
  });
});
