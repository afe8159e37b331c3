import { createDeliveryClient } from './client';
import { recordingFetch, inBrowser } from './testHelpers';

const RELATIVE = 'You cannot specify a relative root url if not in a browser context.';
const NO_TOKEN = 'If the property clientType is set to "none" then the property accessToken must be provided.';
const NO_DETAILS =
  'If the property client type is set to "client_credentials" then the property clientDetails must be set to a ClientCredentialsGrant value.';

describe('client config validation', () => {
  it('rejects an empty or "/" root url outside a browser', () => {
    expect(() => createDeliveryClient({ projectId: 'p', accessToken: 't' })).toThrow(RELATIVE);
    expect(() => createDeliveryClient({ projectId: 'p', accessToken: 't', rootUrl: '/' })).toThrow(RELATIVE);
    expect(() => createDeliveryClient({ projectId: 'p', accessToken: 't', rootUrl: '/api-proxy' })).toThrow(RELATIVE);
  });

  it('accepts a relative root url in a browser', async () => {
    const fetchFn = recordingFetch();
    await inBrowser(async () => {
      const client = createDeliveryClient({ projectId: 'p', accessToken: 't', rootUrl: '/', fetchFn });
      await client.project.get();
    });
    expect(fetchFn.calls[0].url).toBe('/api/delivery/projects/p');
    expect(fetchFn.calls[0].init.mode).toBeUndefined();
  });

  it('needs an access token when clientType is none (explicitly or by default)', () => {
    const rootUrl = 'http://cms.test';
    expect(() => createDeliveryClient({ projectId: 'p', rootUrl, clientType: 'none' })).toThrow(NO_TOKEN);
    expect(() => createDeliveryClient({ projectId: 'p', rootUrl })).toThrow(NO_TOKEN);
    expect(() => createDeliveryClient({ projectId: 'p', rootUrl, accessToken: '' })).toThrow(NO_TOKEN);
  });

  it('does not need an access token for a proxied client', async () => {
    const fetchFn = recordingFetch();
    await inBrowser(async () => {
      const client = createDeliveryClient({ projectId: 'p', rootUrl: '', proxied: true, fetchFn });
      await client.project.get();
    });
    const sent = Object.keys(fetchFn.calls[0].headers).map((h) => h.toLowerCase());
    expect(sent).not.toContain('accesstoken');
    expect(sent).not.toContain('authorization');
  });

  it('needs client details for client credentials', () => {
    const rootUrl = 'http://cms.test';
    expect(() => createDeliveryClient({ projectId: 'p', rootUrl, clientType: 'client_credentials' })).toThrow(NO_DETAILS);
    expect(() =>
      createDeliveryClient({
        projectId: 'p',
        rootUrl,
        clientType: 'client_credentials',
        clientDetails: { clientId: '', clientSecret: 's' },
      }),
    ).toThrow(NO_DETAILS);
  });

  it('checks the root url before the credentials (as the official client does)', () => {
    expect(() => createDeliveryClient({ projectId: 'p' })).toThrow(RELATIVE);
  });

  it('strips trailing slashes from the root url and applies the defaults', async () => {
    const fetchFn = recordingFetch();
    const client = createDeliveryClient({ projectId: 'p', accessToken: 't', rootUrl: 'http://cms.test//', fetchFn });
    expect(client.config.versionStatus).toBe('published');
    expect(client.config.pageSize).toBe(25);
    expect(client.config.notFoundAsNull).toBe(false);
    await client.entries.list();
    expect(fetchFn.calls[0].url).toBe('http://cms.test/api/delivery/projects/p/entries?pageIndex=0&pageSize=25');
  });

  it('defaults notFoundAsNull to true in a browser only', async () => {
    const inside = await inBrowser(() => createDeliveryClient({ projectId: 'p', accessToken: 't', rootUrl: 'http://cms.test' }));
    expect(inside.config.notFoundAsNull).toBe(true);
  });
});
