import { loadConfig } from './config';
import { pageCacheHeaders } from './caching';

const config = loadConfig({ SURROGATE_KEY_MAX: '3' });
const base = { statusCode: 200, personalised: false, keys: ['website_entry_1', 'website_node_2'], hadFailure: false, project: 'website' };

describe('pageCacheHeaders', () => {
  it('makes anonymous pages public with browser and CDN ages and the platform keys plus app keys', () => {
    expect(pageCacheHeaders(config, base)).toEqual({
      isPublic: true,
      headers: {
        'cache-control': 'public, max-age=60',
        'surrogate-control': 'max-age=300',
        'surrogate-key': 'trellis trellis-website website_entry_1 website_node_2',
      },
    });
  });

  it('caches errors briefly', () => {
    const { headers } = pageCacheHeaders(config, { ...base, statusCode: 404 });
    expect(headers['cache-control']).toBe('public, max-age=10');
    expect(headers['surrogate-control']).toBe('max-age=10');
  });

  it('caches a page built while a platform call failed as briefly as an error, so the gap does not stick', () => {
    const { headers } = pageCacheHeaders(config, { ...base, hadFailure: true });
    expect(headers['cache-control']).toBe('public, max-age=10');
    expect(headers['surrogate-control']).toBe('max-age=10');
  });

  it('gives error pages the catch-all key, so a purge of any content reaches them', () => {
    expect(pageCacheHeaders(config, { ...base, statusCode: 404 }).headers['surrogate-key']).toBe('trellis trellis-website trellis-all');
    expect(pageCacheHeaders(config, { ...base, statusCode: 503, keys: [] }).headers['surrogate-key']).toContain('trellis-all');
  });

  it('keys public answers on the forwarded host and protocol behind a trusted proxy, and on nothing extra otherwise', () => {
    const behindProxy = loadConfig({ TRUST_PROXY: '1' });
    expect(pageCacheHeaders(behindProxy, base).headers.vary).toBe('X-Forwarded-Host, X-Forwarded-Proto');
    expect(pageCacheHeaders(config, base).headers.vary).toBeUndefined();
    expect(pageCacheHeaders(behindProxy, { ...base, personalised: true }).headers.vary).toBeUndefined();
  });

  it('never shares personalised pages', () => {
    expect(pageCacheHeaders(config, { ...base, personalised: true })).toEqual({
      isPublic: false,
      headers: { 'cache-control': 'private, no-store' },
    });
  });

  it('falls back to the catch-all key when a call failed or there are too many keys', () => {
    expect(pageCacheHeaders(config, { ...base, hadFailure: true }).headers['surrogate-key']).toBe('trellis trellis-website trellis-all');
    expect(pageCacheHeaders(config, { ...base, keys: ['a', 'b', 'c', 'd'] }).headers['surrogate-key']).toBe(
      'trellis trellis-website trellis-all',
    );
  });

  it("tags public pages for Cloudflare's purge by cache tag when Cloudflare is the CDN", () => {
    const cloudflare = loadConfig({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'token' });
    expect(pageCacheHeaders(cloudflare, base).headers['cache-tag']).toBe('trellis,trellis-website,website_entry_1,website_node_2');
    expect(pageCacheHeaders(config, base).headers['cache-tag']).toBeUndefined();
    expect(pageCacheHeaders(cloudflare, { ...base, personalised: true }).headers['cache-tag']).toBeUndefined();
  });
});
