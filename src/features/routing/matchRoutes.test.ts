import { buildPath, matchStaticRoute, navigationPath } from './matchRoutes';
import type { StaticRouteConfig } from './types';

const routes: StaticRouteConfig[] = [
  { id: 'login', path: '/account/login', requireLogin: false },
  { id: 'preview', path: '/preview/:entryId{/:language}' },
  { id: 'docs', path: '/docs/{*rest}', fetchNode: { from: 'wildcard' } },
  { id: 'members', path: '/members/:section', requireLogin: ['Members'] },
];

describe('matchStaticRoute', () => {
  it('matches the first route whose pattern fits, with its params', () => {
    expect(matchStaticRoute(routes, '/preview/abc-123')?.matched).toEqual({
      id: 'preview',
      path: '/preview/:entryId{/:language}',
      params: { entryId: 'abc-123' },
      requireLogin: null,
    });
    expect(matchStaticRoute(routes, '/preview/abc/cy')?.matched.params).toEqual({ entryId: 'abc', language: 'cy' });
  });

  it('keeps the login rule of the route', () => {
    expect(matchStaticRoute(routes, '/members/news')?.matched.requireLogin).toEqual(['Members']);
  });

  it('joins wildcard segments into a string param', () => {
    expect(matchStaticRoute(routes, '/docs/guides/setup')?.matched.params).toEqual({ rest: 'guides/setup' });
  });

  it('returns null when nothing matches', () => {
    expect(matchStaticRoute(routes, '/about')).toBeNull();
  });

  it('decodes params and survives malformed escapes', () => {
    expect(matchStaticRoute(routes, '/members/caf%C3%A9')?.matched.params.section).toBe('café');
    expect(matchStaticRoute(routes, '/members/%E0%A4%A')?.matched.params.section).toBe('%E0%A4%A');
  });
});

describe('buildPath', () => {
  it('fills params', () => {
    expect(buildPath('/preview/:entryId{/:language}', { entryId: 'x1', language: 'cy' })).toBe('/preview/x1/cy');
    expect(buildPath('/preview/:entryId{/:language}', { entryId: 'x1' })).toBe('/preview/x1');
  });

  it('fails with the spec message when a required param is missing', () => {
    expect(() => buildPath('/preview/:entryId', {})).toThrow('Expected "entryId" to be defined');
    expect(() => buildPath('/docs/*rest', { rest: [] })).toThrow('Expected "rest" to be defined');
  });
});

describe('navigationPath', () => {
  const matched = (path: string, params: Record<string, string>) => ({ id: 'r', path, params, requireLogin: null });

  it('comes from the wildcard url', () => {
    expect(navigationPath({ from: 'wildcard' }, matched('/docs/{*rest}', { rest: 'guides/setup' }), '/docs/guides/setup')).toBe(
      '/guides/setup',
    );
  });

  it('comes from a node level', () => {
    expect(navigationPath({ from: 'level', level: 2 }, matched('/x/:a/:b', {}), '/research/plants/seeds')).toBe('/research/plants');
  });

  it('comes from named params', () => {
    expect(
      navigationPath(
        { from: 'params', params: ['section', 'page'] },
        matched('/:section/x/:page', { section: 'about', page: 'team' }),
        '/about/x/team',
      ),
    ).toBe('/about/team');
  });

  it('comes from the route path without its param segments', () => {
    expect(navigationPath({ from: 'routePath' }, matched('/news/:id{/:slug}', { id: '1' }), '/news/1')).toBe('/news');
  });
});
