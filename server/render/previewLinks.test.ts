import { randomBytes } from 'node:crypto';
import { createLinkTokens } from '../account/signedTokens';
import { loadConfig } from '../config';
import { createPreviewLinks, previewTarget } from './previewLinks';

const project = {
  id: 'website',
  hostnames: ['www.example.org'],
  publicUri: 'https://www.example.org',
  primaryLanguage: 'en-GB',
  supportedLanguages: ['en-GB', 'cy'],
};
const clock = { now: Date.parse('2026-11-29T12:00:00Z') };
const tokens = createLinkTokens({ secret: randomBytes(32), now: () => clock.now });
const links = createPreviewLinks(tokens, 30);
const tokenOf = (url: string) => new URL(url).searchParams.get('preview') ?? '';

describe('previewTarget', () => {
  it('reads the entry and language of a preview path, with or without a language prefix', () => {
    expect(previewTarget('/preview/abc/en-GB')).toEqual({ entryId: 'abc', language: 'en-GB' });
    expect(previewTarget('/cy/preview/abc/cy/')).toEqual({ entryId: 'abc', language: 'cy' });
  });

  it('is null for any other path, a preview without its language, and a malformed escape', () => {
    expect(previewTarget('/about')).toBeNull();
    expect(previewTarget('/preview/abc')).toBeNull();
    expect(previewTarget('/a/b/preview/abc/cy')).toBeNull();
    expect(previewTarget('/preview/%E0%A4%A/cy')).toBeNull();
  });
});

describe('createPreviewLinks', () => {
  it('makes the public address of the preview in its language, under its prefix', () => {
    expect(links.linkFor(project, { entryId: 'abc', language: 'en-GB' }, 'en-GB')).toMatch(
      /^https:\/\/www\.example\.org\/preview\/abc\/en-GB\?preview=[\w-]+\.[\w-]+$/,
    );
    expect(links.linkFor(project, { entryId: 'abc', language: 'cy' }, 'en-GB')).toMatch(
      /^https:\/\/www\.example\.org\/cy\/preview\/abc\/cy\?preview=/,
    );
  });

  it('admits its own entry, language and project until it expires, and nothing after', () => {
    const target = { entryId: 'abc', language: 'cy' };
    const token = tokenOf(links.linkFor(project, target, 'en-GB')!);
    expect(links.admits(token, project, target)).toBe(true);
    expect(links.admits(token, project, { entryId: 'abd', language: 'cy' })).toBe(false);
    expect(links.admits(token, project, { entryId: 'abc', language: 'en-GB' })).toBe(false);
    expect(links.admits(token, { ...project, id: 'intranet' }, target)).toBe(false);
    clock.now += 30 * 60_000;
    expect(links.admits(token, project, target)).toBe(false);
  });

  it('never takes another kind of signed link (a password reset’s) as a preview link', () => {
    const reset = tokens.issue('reset', { userId: 'abc', stamp: 'website\ncy' }, 60_000);
    expect(links.admits(reset, project, { entryId: 'abc', language: 'cy' })).toBe(false);
  });
});

describe('preview configuration', () => {
  it('reads the CMS origins and the links’ lifetime, refusing what is not an origin', () => {
    expect(
      loadConfig({ LIVE_PREVIEW_ORIGINS: 'https://cms.example.org, http://localhost:8080', PREVIEW_LINK_MINUTES: '15' }).preview,
    ).toEqual({
      liveOrigins: ['https://cms.example.org', 'http://localhost:8080'],
      linkMinutes: 15,
    });
    expect(loadConfig({}).preview).toEqual({ liveOrigins: [], linkMinutes: 60 });
    expect(() => loadConfig({ LIVE_PREVIEW_ORIGINS: 'https://cms.example.org/editor' })).toThrow(/is not an origin/);
    expect(() => loadConfig({ LIVE_PREVIEW_ORIGINS: 'cms.example.org' })).toThrow(/is not an origin/);
  });
});
