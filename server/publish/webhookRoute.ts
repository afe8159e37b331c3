// `POST /__trellis/publish`: Contensis's publishing webhook (docs/operator-guide.md, "Publishing to live"). Before
// the host check (Contensis posts to whatever address the operator gave it) and authenticated by the shared secret
// alone. Answers 202 once this process has dropped the change (the rest goes on in the background), 200 for an
// event already handled or one that changes nothing published, 4xx with a reason for anything else.
import express, { Router, type Request, type Response } from 'express';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import { firstTimeOf } from './recentEvents';
import { parsePublishEvent } from './webhookEvent';
import { SECRET_HEADER, SIGNATURE_HEADER, verifyPublishRequest } from './webhookSignature';
import { publishChange, redisChangesFor } from './publisher';

export const PUBLISH_WEBHOOK_PATH = '/__trellis/publish';
/** Contensis's payloads are a few hundred bytes; a custom template a few kB at most. */
export const PUBLISH_BODY_LIMIT = '64kb';

function answer(res: Response, status: number, body: Record<string, unknown>): void {
  res.status(status).set('cache-control', 'no-store').json(body);
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function publishWebhook(config: SiteConfig, logger: Logger, now: () => number = Date.now): Router {
  const router = Router();
  const { webhookSecret: secret, webhookMaxAgeSeconds } = config.publish;
  // Other instances' events reach this process from the start.
  redisChangesFor(config, logger);
  const log = logger.child({ component: 'publish-webhook' });

  router.all(PUBLISH_WEBHOOK_PATH, (req, res, next) => {
    if (req.method !== 'POST') {
      res.set('allow', 'POST');
      answer(res, 405, { error: { message: 'POST a publishing event', status: 405 } });
      return;
    }
    if (!secret) {
      answer(res, 404, { error: { message: 'The publishing webhook is off (set PUBLISH_WEBHOOK_SECRET)', status: 404 } });
      return;
    }
    next();
  });
  router.post(PUBLISH_WEBHOOK_PATH, express.raw({ type: () => true, limit: PUBLISH_BODY_LIMIT }), (req, res) => {
    if (!secret) return;
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verdict = verifyPublishRequest({
      secret,
      body,
      signature: header(req, SIGNATURE_HEADER),
      secretHeader: header(req, SECRET_HEADER),
      nowMs: now(),
      maxAgeSeconds: webhookMaxAgeSeconds,
    });
    if (!verdict.ok) {
      log.warn({ reason: verdict.message, ip: req.ip }, 'Publishing event refused');
      answer(res, 401, { error: { message: verdict.message, status: 401 } });
      return;
    }
    const parsed = parsePublishEvent(body);
    if (!parsed.ok) {
      log.warn({ reason: parsed.message, status: parsed.status }, 'Publishing event refused');
      answer(res, parsed.status, { error: { message: parsed.message, status: parsed.status } });
      return;
    }
    const { event } = parsed;
    if (!firstTimeOf(event.id)) {
      answer(res, 200, { eventId: event.id, duplicate: true });
      return;
    }
    if (!event.change) {
      log.info({ eventId: event.id, event: event.name }, 'Publishing event changes nothing published');
      answer(res, 200, { eventId: event.id, ignored: true });
      return;
    }
    const dropped = publishChange(config, logger, event.change, event.id);
    log.info({ eventId: event.id, event: event.name, keys: event.change.keys.length, dropped }, 'Publishing event accepted');
    answer(res, 202, { eventId: event.id, keys: event.change.keys });
  });
  return router;
}
