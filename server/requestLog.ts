import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from './logger';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id: the caller's `x-request-id` when it is sane, else a new UUID. */
    id: string;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * One structured line per request (pino), with its id echoed in `x-request-id`. Written directly rather
 * than through pino-http, which makes a child logger for every request: a cost on every page that one line
 * does not need.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
      // A 404 or a redirect is an ordinary outcome; only server faults are errors.
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        // Reset links, federated returns and form posts carry tokens, codes and passwords in their queries.
        {
          reqId: id,
          method: req.method,
          url: redactUrl(req.originalUrl),
          status: res.statusCode,
          responseTime: Math.round(responseTime * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
