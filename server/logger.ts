import pino, { type Logger } from 'pino';

export function createLogger(level: string, name = 'trellis'): Logger {
  return pino({
    name,
    level,
    // Never log credentials that may ride on a request.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.accesstoken', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  });
}

export type { Logger };
