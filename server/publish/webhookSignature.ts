// Who may post publishing events: a sender that knows PUBLISH_WEBHOOK_SECRET, shown either by an HMAC-SHA256
// signature of the raw body with a timestamp (`x-trellis-signature: t=<unix seconds>,v1=<hex>` over `<t>.<body>`),
// which also refuses a replay outside the time window, or by the secret itself in `x-trellis-webhook-secret` (a
// custom header of a Contensis webhook subscription). Compared in constant time; the secret is never logged.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-trellis-signature';
export const SECRET_HEADER = 'x-trellis-webhook-secret';

export type Verdict = { ok: true } | { ok: false; message: string };

/** Equal strings, in a time that does not depend on where they differ (both hashed to the same length first). */
function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The signature header's value for `body` at `timestampSeconds` (what a sender computes). */
export function signPublishBody(secret: string, body: Buffer | string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(body).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export interface VerifyInput {
  secret: string;
  body: Buffer;
  signature: string | undefined;
  secretHeader: string | undefined;
  nowMs: number;
  maxAgeSeconds: number;
}

export function verifyPublishRequest({ secret, body, signature, secretHeader, nowMs, maxAgeSeconds }: VerifyInput): Verdict {
  if (signature !== undefined) {
    const parts = new Map(
      signature.split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
    );
    const timestamp = parts.get('t') ?? '';
    const mac = parts.get('v1') ?? '';
    if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(mac))
      return { ok: false, message: `${SIGNATURE_HEADER} must be t=<unix seconds>,v1=<hex HMAC-SHA256>` };
    // The signature is checked first: an unsigned timestamp says nothing.
    const expected = signPublishBody(secret, body, Number(timestamp)).split('v1=')[1];
    if (!sameText(mac.toLowerCase(), expected)) return { ok: false, message: 'The signature does not match the body' };
    if (Math.abs(nowMs / 1000 - Number(timestamp)) > maxAgeSeconds)
      return { ok: false, message: `The signature's timestamp is more than ${maxAgeSeconds} s away: a replay is refused` };
    return { ok: true };
  }
  if (secretHeader !== undefined) return sameText(secretHeader, secret) ? { ok: true } : { ok: false, message: 'The secret is wrong' };
  return { ok: false, message: `Sign the body (${SIGNATURE_HEADER}) or send the shared secret (${SECRET_HEADER})` };
}
