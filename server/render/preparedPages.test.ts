import type { Request, Response } from 'express';
import { loadConfig } from '../config';
import type { PageRequest } from './pageRequest';
import type { PreparedPage } from './preparePage';
import { preparedPageBytes, preparedPages } from './preparedPages';

const MB = 1024 * 1024;

function request(path: string): PageRequest {
  return {
    path,
    search: '',
    hostname: 'www.example.test',
    project: { id: 'website', hostnames: ['www.example.test'], publicUri: 'https://www.example.test' },
    versionStatus: 'published',
    wantsState: false,
    draftHost: false,
    editorsPreview: null,
    personal: false,
    visitor: { session: null, csrfToken: null, actions: [] },
  };
}

/** What a first render keeps on a shared page: its document (here `documentBytes` characters). */
function keepDocument(prepared: PreparedPage, documentBytes: number): void {
  prepared.html = { location: '/', document: { start: 'x'.repeat(documentBytes), styles: '', end: '' } as never };
}

/** A public page, prepared and not rendered yet. */
function page(): PreparedPage {
  return {
    state: {} as PreparedPage['state'],
    statusCode: 200,
    redirect: null,
    headers: { 'surrogate-key': 'page' },
    isPublic: true,
    hadFailure: false,
    inline: null,
    stateJson: null,
    html: null,
  };
}

describe('preparedPages', () => {
  const req = {} as Request;
  const res = { on: () => {}, off: () => {} } as unknown as Response;

  it("keeps shared pages within PAGE_STATE_CACHE_MB: the least recently used page's state goes first", async () => {
    const config = loadConfig({ PAGE_STATE_CACHE_MB: '1', PAGE_STATE_CACHE_SIZE: '1000' });
    const prepared: string[] = [];
    const pages = preparedPages(config, async (pageRequest) => {
      prepared.push(pageRequest.path);
      return page();
    });
    // Three pages whose documents are 400 kB each: the third does not fit beside the first two in 1 MB.
    for (const path of ['/a', '/b', '/c']) {
      const shared = await pages(request(path), req, res);
      keepDocument(shared!, 400 * 1024);
      pages.measure(shared!);
    }
    await pages(request('/c'), req, res);
    await pages(request('/b'), req, res);
    await pages(request('/a'), req, res);
    // '/c' and '/b' were still shared; '/a' had to be prepared again.
    expect(prepared).toEqual(['/a', '/b', '/c', '/a']);
  });

  it('keeps as many small pages as PAGE_STATE_CACHE_SIZE allows', async () => {
    const config = loadConfig({ PAGE_STATE_CACHE_MB: '16' });
    let preparations = 0;
    const pages = preparedPages(config, async () => {
      preparations += 1;
      return page();
    });
    for (let round = 0; round < 2; round++) for (let i = 0; i < 200; i++) await pages(request(`/p${i}`), req, res);
    expect(preparations).toBe(200);
  });

  it('counts what a page keeps', () => {
    const prepared = page();
    const before = preparedPageBytes(prepared);
    keepDocument(prepared, MB);
    expect(preparedPageBytes(prepared) - before).toBe(MB);
  });
});
