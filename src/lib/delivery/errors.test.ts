// describeDeliveryError classifies what real failed calls reject with; callers act on its kind and status.
import { createDeliveryClient } from './client';
import type { DeliveryClientConfig } from './config';
import { DeliveryNetworkError, deliveryErrorStatus, describeDeliveryError, MESSAGES } from './errors';
import { json, recordingFetch, type Responder } from './testHelpers';

function client(respond: Responder, extra: Partial<DeliveryClientConfig> = {}) {
  return createDeliveryClient({
    projectId: 'p',
    rootUrl: 'http://cms.test',
    accessToken: 't',
    fetchFn: recordingFetch(respond),
    cache: false,
    ...extra,
  });
}

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('describeDeliveryError', () => {
  it("keeps an error answer's status and the API's message", async () => {
    const body = { logId: 'x', message: 'Entry not found', data: null, type: 'error' };
    const error = await failureOf(() => client(() => json(body, 404)).entries.get('nope'));
    expect(describeDeliveryError(error)).toEqual({ kind: 'http', status: 404, message: 'Entry not found' });
  });

  it('names a validation failure by its first item, and falls back to the status text without a message', async () => {
    const validation = { logId: 'x', message: 'Validation failed', type: 'Validation', data: [{ field: 'new', message: 'Too short' }] };
    const invalid = await failureOf(() => client(() => json(validation, 422)).project.get());
    expect(describeDeliveryError(invalid)).toEqual({ kind: 'http', status: 422, message: 'Too short' });
    const bare = await failureOf(() =>
      client(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' })).project.get(),
    );
    expect(describeDeliveryError(bare)).toEqual({ kind: 'http', status: 502, message: 'Bad Gateway' });
  });

  it("makes a platform's own failure a bad gateway (502) for the page, never a 500 of the site's; 503 and 504 stay", async () => {
    const statusFor = async (status: number) =>
      describeDeliveryError(await failureOf(() => client(() => json({ message: 'x' }, status)).project.get())).status;
    expect(await statusFor(500)).toBe(502);
    expect(await statusFor(501)).toBe(502);
    expect(await statusFor(503)).toBe(503);
    expect(await statusFor(504)).toBe(504);
    expect(await statusFor(429)).toBe(429);
  });

  it('calls a success status with a body that is not JSON an invalid answer: 502', async () => {
    const error = await failureOf(() => client(() => new Response('<html>oops</html>', { status: 200 })).project.get());
    expect(describeDeliveryError(error)).toEqual({ kind: 'invalid-answer', status: 502, message: MESSAGES.invalidAnswer });
  });

  it('gives 503 when nothing answers, 504 when the answer is too slow and 499 when the caller aborts', async () => {
    const refused = await failureOf(() => client(() => Promise.reject(new TypeError('fetch failed'))).project.get());
    expect(describeDeliveryError(refused)).toEqual({ kind: 'network', status: 503, message: MESSAGES.networkFailed });

    const never = () => new Promise<Response>(() => undefined);
    const slow = await failureOf(() => client(never, { timeoutMs: 20 }).project.get());
    expect(describeDeliveryError(slow)).toEqual({ kind: 'timeout', status: 504, message: MESSAGES.timedOut });

    const controller = new AbortController();
    const pending = failureOf(() => client(never).project.get({ signal: controller.signal }));
    controller.abort();
    expect(describeDeliveryError(await pending)).toEqual({ kind: 'aborted', status: 499, message: MESSAGES.aborted });
  });

  it('reports refused client credentials as the site fault they are', async () => {
    const tokenRefused: Responder = (call) =>
      call.url.endsWith('/authenticate/connect/token') ? json({ error: 'invalid_client' }, 401) : json({});
    const error = await failureOf(() =>
      client(tokenRefused, {
        accessToken: undefined,
        clientType: 'client_credentials',
        clientDetails: { clientId: 'c', clientSecret: 's' },
      }).project.get(),
    );
    expect(describeDeliveryError(error)).toEqual({ kind: 'authentication', status: 500, message: 'invalid_client' });
  });

  it('goes by what failed, not by what a message says', () => {
    expect(describeDeliveryError(new Error(MESSAGES.networkFailed))).toEqual({
      kind: 'other',
      status: 500,
      message: MESSAGES.networkFailed,
    });
    expect(deliveryErrorStatus(new DeliveryNetworkError('network'))).toBe(503);
    expect(describeDeliveryError('boom')).toEqual({ kind: 'other', status: 500, message: MESSAGES.unknown });
  });
});
