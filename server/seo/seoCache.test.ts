import { dropChangedContent } from '../contentChanges';
import { SeoCache } from './seoCache';

const change = (keys: string[]) => ({ keys, everything: false, projects: [] });

describe('the sitemap and feed cache', () => {
  it('builds once for requests at the same time and keeps the result', async () => {
    const cache = new SeoCache(60_000);
    const build = jest.fn(async () => ({ value: 'sitemap', keys: ['website_nodes'] }));
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(a.value).toBe('sitemap');
    expect(b.value).toBe('sitemap');
    await cache.get('k', build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('drops what a content change altered, and only that', async () => {
    const cache = new SeoCache(60_000);
    let version = 0;
    const build = (keys: string[]) => async () => ({ value: `v${(version += 1)}`, keys });
    await cache.get('sitemap', build(['website_nodes', 'website_entry_a']));
    await cache.get('feed', build(['website_entry_b']));
    dropChangedContent(change(['website_entry_a']));
    expect((await cache.get('sitemap', build(['website_nodes']))).value).toBe('v3');
    expect((await cache.get('feed', build([]))).value).toBe('v2');
    dropChangedContent({ keys: [], everything: true, projects: [] });
    expect((await cache.get('feed', build([]))).value).toBe('v4');
  });

  it('keeps no failed build', async () => {
    const cache = new SeoCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('platform down')))).rejects.toThrow('platform down');
    expect((await cache.get('k', async () => ({ value: 'ok', keys: [] }))).value).toBe('ok');
  });
});
