// The publishing webhook as Contensis (or a signing proxy) calls it: what it accepts, what it refuses and why, and
// that an accepted event drops what this process cached from the entry or node it names, once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../config';
import { registerContentCache, type ContentChange } from '../contentChanges';
import { createLogger } from '../logger';
import { publishWebhook, PUBLISH_WEBHOOK_PATH } from './webhookRoute';
import { SECRET_HEADER, SIGNATURE_HEADER, signPublishBody } from './webhookSignature';

const SECRET = 'a-shared-secret-of-32-characters!';
const NOW = Date.parse('2026-11-29T12:00:00Z');

let lines: Record<string, unknown>[];
let text: string;
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    text += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** What this process's caches were asked to drop. */
let drops: ContentChange[];
const cache = { dropChanged: (change: ContentChange) => (drops.push(change), 0) };
registerContentCache(cache);

function app(env: Record<string, string> = { PUBLISH_WEBHOOK_SECRET: SECRET }) {
  const server = express();
  server.use(publishWebhook(loadConfig(env), createLogger('info', 'test', stream), () => NOW));
  return server;
}

let counter = 0;
function event(overrides: Record<string, unknown> = {}, resource: Record<string, unknown> = {}) {
  counter += 1;
  return JSON.stringify({
    eventId: `evt-${counter}-${Math.random().toString(36).slice(2)}`,
    eventName: 'entry.published',
    subscriptionId: 'sub-1',
    datetime: '2026-11-29T11:59:58.000Z',
    resource: {
      id: 'b87de56f-450c-4a23-a308-b1a39908f6cf',
      type: 'entry',
      projectId: 'website',
      contentTypeId: 'contentPage',
      language: 'en-GB',
      ...resource,
    },
    ...overrides,
  });
}

function signed(body: string, timestamp = NOW / 1000) {
  return request(app())
    .post(PUBLISH_WEBHOOK_PATH)
    .set('content-type', 'application/json')
    .set(SIGNATURE_HEADER, signPublishBody(SECRET, body, timestamp))
    .send(body);
}

beforeEach(() => {
  drops = [];
  lines = [];
  text = '';
});

it('drops what an entry published changes: the entry, the lists and its content type', async () => {
  const answer = await signed(event());
  expect(answer.status).toBe(202);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(drops).toHaveLength(1);
  expect(drops[0].keys).toEqual([
    'website_entry_b87de56f-450c-4a23-a308-b1a39908f6cf',
    'website_entries',
    'website_contenttype_contentpage',
  ]);
  expect(drops[0].everything).toBe(false);
});

it('drops the node and the tree-shaped answers on a node event, and accepts the secret in a header', async () => {
  const answer = await request(app())
    .post(PUBLISH_WEBHOOK_PATH)
    .set(SECRET_HEADER, SECRET)
    .set('content-type', 'application/json')
    .send(event({ eventName: 'moved' }, { type: 'node', id: 'node-7', path: '/about/history' }));
  expect(answer.status).toBe(202);
  expect(drops[0].keys).toEqual(['website_node_node-7', 'website_nodes']);
  expect(drops[0].projects[0].nodePaths).toEqual(['/about/history']);
});

it('refuses a bad signature, a wrong secret and an unauthenticated post with 401, and drops nothing', async () => {
  const body = event();
  const forged = await request(app())
    .post(PUBLISH_WEBHOOK_PATH)
    .set(SIGNATURE_HEADER, signPublishBody('another-secret-of-some-length!!', body, NOW / 1000))
    .send(body);
  expect(forged.status).toBe(401);
  expect(forged.body.error.message).toBe('The signature does not match the body');
  // The body changed after it was signed.
  const tampered = await request(app())
    .post(PUBLISH_WEBHOOK_PATH)
    .set(SIGNATURE_HEADER, signPublishBody(SECRET, body, NOW / 1000))
    .send(body.replace('website', 'intranet'));
  expect(tampered.status).toBe(401);
  const garbled = await request(app()).post(PUBLISH_WEBHOOK_PATH).set(SIGNATURE_HEADER, 'sha256=abc').send(body);
  expect(garbled.status).toBe(401);
  expect(garbled.body.error.message).toBe('x-trellis-signature must be t=<unix seconds>,v1=<hex HMAC-SHA256>');
  const wrong = await request(app()).post(PUBLISH_WEBHOOK_PATH).set(SECRET_HEADER, `${SECRET}x`).send(body);
  expect(wrong.status).toBe(401);
  const none = await request(app()).post(PUBLISH_WEBHOOK_PATH).send(body);
  expect(none.status).toBe(401);
  expect(drops).toEqual([]);
  // The refusals are logged, never with the secret.
  expect(lines.filter((line) => line.msg === 'Publishing event refused')).toHaveLength(5);
  expect(text).not.toContain(SECRET);
});

it('refuses a replay: a signature made longer ago than PUBLISH_WEBHOOK_MAX_AGE', async () => {
  const body = event();
  const old = await signed(body, NOW / 1000 - 301);
  expect(old.status).toBe(401);
  expect(old.body.error.message).toBe("The signature's timestamp is more than 300 s away: a replay is refused");
  expect(drops).toEqual([]);
  expect((await signed(body, NOW / 1000 - 299)).status).toBe(202);
});

it('handles an event once: the same event again answers 200 and drops nothing', async () => {
  const body = event();
  expect((await signed(body)).status).toBe(202);
  const again = await signed(body);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ duplicate: true });
  expect(drops).toHaveLength(1);
});

it('refuses an unknown event with 422 and a malformed body with 400, saying why', async () => {
  const unknown = await signed(event({ eventName: 'entry.exploded' }));
  expect(unknown.status).toBe(422);
  expect(unknown.body.error.message).toBe('Unknown event "entry.exploded": entry and node events only');
  const form = await signed(event({ eventName: 'created' }, { type: 'formResponse' }));
  expect(form.status).toBe(422);
  const cases: [string, string][] = [
    ['{"eventId":', 'The body is not JSON'],
    ['[1,2]', 'The body must be a JSON object'],
    [event({ eventId: 'has spaces in it' }), 'eventId must be the event id (letters, digits, - _ . :)'],
    [event({ resource: 'entry' }), 'resource must be an object'],
    [event({}, { projectId: '' }), 'resource.projectId must be the project id'],
    [event({}, { id: 'a b' }), 'resource.id must be the entry or node id'],
    [event({ datetime: 'yesterday' }), 'datetime must be a date and time (ISO 8601)'],
  ];
  for (const [body, message] of cases) {
    const answer = await signed(body);
    expect([answer.status, answer.body.error?.message]).toEqual([400, message]);
  }
  expect(drops).toEqual([]);
});

it('answers 200 to an event that concerns drafts only, dropping nothing', async () => {
  const answer = await signed(event({ eventName: 'entry.updated' }));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ ignored: true });
  expect(drops).toEqual([]);
});

it('refuses a body over 64 kB', async () => {
  const body = event({ padding: 'x'.repeat(70_000) });
  const server = express();
  server.use(publishWebhook(loadConfig({ PUBLISH_WEBHOOK_SECRET: SECRET }), createLogger('info', 'test', stream), () => NOW));
  server.use(((error, _req, res, _next) => res.status(error.status ?? 500).end()) as express.ErrorRequestHandler);
  const answer = await request(server)
    .post(PUBLISH_WEBHOOK_PATH)
    .set(SIGNATURE_HEADER, signPublishBody(SECRET, body, NOW / 1000))
    .send(body);
  expect(answer.status).toBe(413);
  expect(drops).toEqual([]);
});

it('takes a burst of 100 events: each distinct one dropped once, 100 copies of one event once', async () => {
  const bodies = Array.from({ length: 100 }, (_, index) => event({}, { id: `entry-${index}` }));
  const answers = await Promise.all(bodies.map((body) => signed(body)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(202));
  expect(new Set(drops.map((change) => change.keys[0])).size).toBe(100);

  drops = [];
  const one = event({}, { id: 'entry-burst' });
  const copies = await Promise.all(Array.from({ length: 100 }, () => signed(one)));
  expect(copies.filter((answer) => answer.status === 202)).toHaveLength(1);
  expect(copies.filter((answer) => answer.status === 200)).toHaveLength(99);
  expect(drops).toHaveLength(1);
});

it('is off without PUBLISH_WEBHOOK_SECRET (404) and takes POST only', async () => {
  const off = await request(app({})).post(PUBLISH_WEBHOOK_PATH).send(event());
  expect(off.status).toBe(404);
  expect(off.body.error.message).toBe('The publishing webhook is off (set PUBLISH_WEBHOOK_SECRET)');
  const get = await request(app()).get(PUBLISH_WEBHOOK_PATH);
  expect(get.status).toBe(405);
  expect(get.headers.allow).toBe('POST');
  expect(drops).toEqual([]);
});

it('purges the CDN once per accepted event, naming its keys and the catch-all key', async () => {
  const purges: string[] = [];
  const cdn = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      purges.push(body);
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const purgeUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
  const server = app({ PUBLISH_WEBHOOK_SECRET: SECRET, CDN_PURGE: 'http', PURGE_URL: purgeUrl, CDN_PURGE_REPEAT_MS: '0' });
  const body = event({}, { id: 'entry-purged' });
  const post = () => request(server).post(PUBLISH_WEBHOOK_PATH).set(SECRET_HEADER, SECRET).send(body);
  expect((await post()).status).toBe(202);
  expect((await post()).status).toBe(200);
  while (purges.length < 1 || !lines.some((line) => line.msg === 'CDN purged')) await new Promise((resolve) => setTimeout(resolve, 10));
  cdn.close();
  expect(purges.map((text) => JSON.parse(text))).toEqual([
    { keys: ['website_entry_entry-purged', 'website_entries', 'website_contenttype_contentpage', 'trellis-all'] },
  ]);
});
