import type { Entry } from '../../lib/delivery/types';
import { languageSettings } from '../../lib/url/languages';
import { selectAlternates, selectContentLanguage, selectInnerPath } from './selectors';
import { projectTargeted, routeNotFound, routeRedirected, routeResolved, routingReducer } from './slice';
import type { RoutingState } from './types';

const languages = languageSettings('en-GB', ['en-GB', 'cy']);

function stateAt(path: string, language: string, resolved: Partial<Parameters<typeof routeResolved>[0]> = {}): { routing: RoutingState } {
  let routing = routingReducer(
    undefined,
    projectTargeted({
      project: 'website',
      allowedGroups: [],
      hostname: 'www.example.org',
      versionStatus: 'published',
      language,
      languages,
    }),
  );
  routing = routingReducer(
    routing,
    routeResolved({
      path,
      entry: null,
      node: null,
      ancestors: [],
      siblings: [],
      parentId: null,
      staticRoute: null,
      requireLogin: null,
      ...resolved,
    }),
  );
  return { routing };
}

const entry = (language: string, availableLanguages: string[] | undefined, uri = '/visit'): Entry => ({
  sys: { id: 'e-visit', contentTypeId: 'contentPage', dataFormat: 'entry', language, uri, availableLanguages },
  entryTitle: 'Visit',
});

describe('the alternates of a page', () => {
  it('are the entry’s variations at its canonical path, in the project’s order, itself included', () => {
    const state = stateAt('/cy/visit', 'cy', { innerPath: '/visit', entry: entry('cy', ['cy', 'en-GB']) });
    expect(selectAlternates(state)).toEqual([
      { language: 'en-GB', path: '/visit' },
      { language: 'cy', path: '/visit' },
    ]);
    expect(selectContentLanguage(state)).toBeNull();
    expect(selectInnerPath(state)).toBe('/visit');
  });

  it('leave out languages the project does not show, and need the entry’s languages (else only its own)', () => {
    expect(selectAlternates(stateAt('/visit', 'en-GB', { entry: entry('en-GB', ['en-GB', 'fr-FR']) }))).toEqual([
      { language: 'en-GB', path: '/visit' },
    ]);
    expect(selectAlternates(stateAt('/visit', 'en-GB', { entry: entry('en-GB', undefined) }))).toEqual([
      { language: 'en-GB', path: '/visit' },
    ]);
  });

  it('of a page shown in the primary language for want of a variation are the real ones only, never itself', () => {
    const state = stateAt('/cy/about', 'cy', { innerPath: '/about', entry: entry('en-GB', ['en-GB'], '/about') });
    expect(selectContentLanguage(state)).toBe('en-GB');
    expect(selectAlternates(state)).toEqual([{ language: 'en-GB', path: '/about' }]);
  });

  it('of a static page (search, account) are every language at its own path', () => {
    const staticRoute = { id: 'search', path: '/search{/:facet}', params: {}, requireLogin: null };
    expect(selectAlternates(stateAt('/cy/search/news', 'cy', { innerPath: '/search/news', staticRoute }))).toEqual([
      { language: 'en-GB', path: '/search/news' },
      { language: 'cy', path: '/search/news' },
    ]);
  });

  it('are none for a page not found, a redirect or a preview', () => {
    const missing = { routing: routingReducer(stateAt('/', 'cy').routing, routeNotFound({ path: '/cy/nope' })) };
    expect(selectAlternates(missing)).toEqual([]);
    const redirected = {
      routing: routingReducer(
        stateAt('/cy/visit', 'cy', { entry: entry('cy', ['cy']) }).routing,
        routeRedirected({ location: '/x', statusCode: 302, reason: 'cleanPath' }),
      ),
    };
    expect(selectAlternates(redirected)).toEqual([]);
    const preview = stateAt('/cy/preview/e-visit/en-GB', 'cy', { entry: entry('en-GB', ['en-GB', 'cy']), isPreview: true });
    expect(selectAlternates(preview)).toEqual([]);
    expect(selectContentLanguage(preview)).toBeNull();
  });
});

describe('redirects', () => {
  it('stay in the page’s language, without a second prefix', () => {
    const at = (location: string) =>
      routingReducer(stateAt('/cy/members', 'cy').routing, routeRedirected({ location, statusCode: 302, reason: 'login' })).redirect
        ?.location;
    expect(at('/account/login?redirect_uri=%2Fcy%2Fmembers')).toBe('/cy/account/login?redirect_uri=%2Fcy%2Fmembers');
    expect(at('/cy/visit')).toBe('/cy/visit');
    expect(
      routingReducer(
        stateAt('/members', 'en-GB').routing,
        routeRedirected({ location: '/account/login', statusCode: 302, reason: 'login' }),
      ).redirect?.location,
    ).toBe('/account/login');
  });
});
