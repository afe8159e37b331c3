import { compile, match, type ParamData } from 'path-to-regexp';
import type { FetchNodeRule, MatchedStaticRoute, RouteParams, StaticRouteConfig } from './types';

type Matcher = (path: string) => false | { params: ParamData };
const matchers = new WeakMap<StaticRouteConfig, Matcher>();

function matcherFor(route: StaticRouteConfig): Matcher {
  let matcher = matchers.get(route);
  if (!matcher) {
    matcher = match(route.path, { decode: safeDecode, end: true }) as Matcher;
    matchers.set(route, matcher);
  }
  return matcher;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Keeps only string and boolean params; wildcard arrays are joined back into a path. */
function toRouteParams(params: ParamData): RouteParams {
  const result: RouteParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'boolean') result[name] = value;
    else if (Array.isArray(value) && value.every((part) => typeof part === 'string')) result[name] = value.join('/');
  }
  return result;
}

/** The first static route whose pattern matches the path, with its params. */
export function matchStaticRoute(
  routes: readonly StaticRouteConfig[],
  path: string,
): { route: StaticRouteConfig; matched: MatchedStaticRoute } | null {
  for (const route of routes) {
    const result = matcherFor(route)(path);
    if (result) {
      return {
        route,
        matched: { id: route.id, path: route.path, params: toRouteParams(result.params), requireLogin: route.requireLogin ?? null },
      };
    }
  }
  return null;
}

/** Fills a route pattern; a missing param fails with 'Expected "{name}" to be defined'. */
export function buildPath(pattern: string, params: Record<string, string | string[] | undefined>): string {
  const required = [...pattern.matchAll(/(?<![{\\])[:*]([A-Za-z_$][\w$]*)/g)]
    .filter((found) => !isInsideOptionalGroup(pattern, found.index ?? 0))
    .map((found) => found[1]);
  for (const name of required) {
    const value = params[name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      throw new TypeError(`Expected "${name}" to be defined`);
    }
  }
  return compile(pattern, { encode: encodeURIComponent })(params as ParamData);
}

function isInsideOptionalGroup(pattern: string, index: number): boolean {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === '{') depth++;
    else if (pattern[i] === '}') depth--;
  }
  return depth > 0;
}

/**
 * The node path a static route loads: from its wildcard, a node level, named params, or the
 * route path with its param segments removed.
 */
export function navigationPath(rule: FetchNodeRule, route: MatchedStaticRoute, urlPath: string): string {
  switch (rule.from) {
    case 'wildcard': {
      const wildcard = Object.entries(route.params).find(([name]) => route.path.includes(`*${name}`));
      const value = wildcard && typeof wildcard[1] === 'string' ? wildcard[1] : '';
      return `/${value.replace(/^\/+/, '')}`;
    }
    case 'level': {
      const segments = urlPath.split('/').filter(Boolean).slice(0, Math.max(0, rule.level));
      return `/${segments.join('/')}`;
    }
    case 'params': {
      const segments = rule.params
        .map((name) => route.params[name])
        .filter((value): value is string => typeof value === 'string' && value !== '');
      return `/${segments.join('/')}`;
    }
    case 'routePath': {
      const segments = route.path
        .replace(/\{[^}]*\}/g, '')
        .split('/')
        .filter((segment) => segment && !/^[:*]/.test(segment));
      return `/${segments.join('/')}`;
    }
  }
}
