import pino, { type DestinationStream, type Logger } from 'pino';

/** What a redacted value reads as in the logs. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a credential: tokens of every kind, one-time codes, OAuth state, passwords, keys. */
const CREDENTIAL_NAME =
  /token|password|passwd|pwd|secret|csrf|credential|^(code|state|nonce|sig|signature|key|api_?key|auth|authorization|session|session_?id|jwt|otp|ticket)$/i;

export function isCredentialParameter(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A badly encoded name is judged as it is.
  }
  return CREDENTIAL_NAME.test(decoded.trim());
}

/**
 * A URL (or path and query) with the value of every credential-bearing query parameter replaced, the rest kept
 * exactly as sent: `/account/reset-password?token=abc&x=1` is logged as `/account/reset-password?token=[redacted]&x=1`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isCredentialParameter(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt + 1)}${redacted}${hashAt === -1 ? '' : url.slice(hashAt)}`;
}

/** Query parameters anywhere in a text (an error message or stack that quotes a URL). */
const QUERY_PARAMETER = /([?&;])([^=&#\s?;"'<>]+)=([^&#\s"'<>]*)/g;

export function redactText(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
    isCredentialParameter(name) ? `${separator}${name}=${REDACTED}` : whole,
  );
}

/** Every string in a serialised error (message, stack, causes, and the URL fields some errors carry), redacted. */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, depth + 1)]));
}

const serializers = {
  err: (error: unknown) => redactStrings(pino.stdSerializers.err(error as Error)),
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
};

/**
 * How lines are written: readable (pino-pretty) for a person at a terminal in development, one JSON object a line
 * otherwise (production, and whenever the output goes to a file or a log collector). `LOG_FORMAT` overrides it.
 */
export function logFormat(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTty = Boolean(process.stdout.isTTY),
): 'pretty' | 'json' {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase();
  if (chosen === 'pretty' || chosen === 'json') return chosen;
  return stdoutIsTty && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

export function createLogger(level: string, name = 'trellis', destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    // Never log credentials that may ride on a request, nor a token in a URL (`url` fields and errors' texts).
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.accesstoken', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers,
  };
  if (destination) return pino(options, destination);
  // Colours when the terminal takes them (pino-pretty's default; NO_COLOR switches them off).
  if (logFormat() === 'pretty') {
    // Loaded only for a person's terminal: production processes log JSON and never hold the formatter.
    const pretty = require('pino-pretty') as typeof import('pino-pretty');
    return pino(options, pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino(options);
}

export type { Logger };
