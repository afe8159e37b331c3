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

  it('never shares personalised pages', () => {
    expect(pageCacheHeaders(config, { ...base, personalised: true })).toEqual({ isPublic: false, headers: { 'cache-control': 'private, no-store' } });
  });

  it('falls back to the catch-all key when a call failed or there are too many keys', () => {
    expect(pageCacheHeaders(config, { ...base, hadFailure: true }).headers['surrogate-key']).toBe('trellis trellis-website trellis-all');
    expect(pageCacheHeaders(config, { ...base, keys: ['a', 'b', 'c', 'd'] }).headers['surrogate-key']).toBe('trellis trellis-website trellis-all');
  });
});
