// A 2xx JSON answer that is not what the call returns is the platform's fault: rejected as an invalid answer (502)
// and never kept in the request cache, so the page after the platform recovers is built from a fresh answer.
import { createDeliveryClient, type DeliveryClient } from './client';
import { describeDeliveryError, MESSAGES } from './errors';
import { createRequestCache } from './requestCache';
import { json, recordingFetch, type RecordingFetch } from './testHelpers';

const NODE = { id: 'n1', path: '/about', displayName: 'About', entry: { sys: { id: 'e1', contentTypeId: 'page' } } };
const ENTRY = { sys: { id: 'e1', contentTypeId: 'page' }, entryTitle: 'About', entryDescription: null, body: 42 };
const PAGE = { pageIndex: 0, pageSize: 20, totalCount: 1, pageCount: 1, items: [ENTRY] };

function setup(answer: () => unknown): { client: DeliveryClient; fetchFn: RecordingFetch } {
  const fetchFn = recordingFetch(() => json(answer()));
  const client = createDeliveryClient(
    { projectId: 'p', rootUrl: 'http://cms.test', accessToken: 't', fetchFn },
    { cache: createRequestCache({ ttlMs: 60_000 }) },
  );
  return { client, fetchFn };
}

async function failureOf(call: Promise<unknown>) {
  return describeDeliveryError(
    await call.then(
      () => new Error('the call did not fail'),
      (error: unknown) => error,
    ),
  );
}

const UNEXPECTED = { kind: 'invalid-answer', status: 502, message: MESSAGES.unexpectedAnswer };

describe('answers of the wrong shape', () => {
  it.each([
    ['no fields', {}],
    ['null', null],
    ['a number for the id', { ...NODE, id: 5 }],
    ['no path', { id: 'n1' }],
    ['an entry without sys', { ...NODE, entry: { entryTitle: 'x' } }],
    ['children that are not a list', { ...NODE, children: 'x' }],
    ['a null child', { ...NODE, children: [null] }],
  ])('rejects a node with %s', async (_what, node) => {
    expect(await failureOf(setup(() => node).client.nodes.get('/about'))).toEqual(UNEXPECTED);
  });

  it.each([
    ['no sys', { entryTitle: 'About' }],
    ['a null sys', { ...ENTRY, sys: null }],
    ['a number for the title', { ...ENTRY, entryTitle: 42 }],
    ['an object for the description', { ...ENTRY, entryDescription: {} }],
  ])('rejects an entry with %s', async (_what, entry) => {
    expect(await failureOf(setup(() => entry).client.entries.get('e1'))).toEqual(UNEXPECTED);
  });

  it.each([
    ['items that are not a list', { ...PAGE, items: {} }],
    ['a null item', { ...PAGE, items: [null, ENTRY] }],
    ['a text count', { ...PAGE, totalCount: 'many' }],
  ])('rejects a page of entries with %s', async (_what, page) => {
    expect(await failureOf(setup(() => page).client.entries.search({ where: [] }))).toEqual(UNEXPECTED);
  });

  it('rejects a list of nodes that is not a list, or holds a null', async () => {
    expect(await failureOf(setup(() => ({ items: [] })).client.nodes.getChildren('n1'))).toEqual(UNEXPECTED);
    expect(await failureOf(setup(() => [NODE, null]).client.nodes.getAncestors('n1'))).toEqual(UNEXPECTED);
  });

  it("accepts the answers a real platform gives, whatever a content type's own fields hold", async () => {
    await expect(setup(() => NODE).client.nodes.get('/about')).resolves.toEqual(NODE);
    await expect(setup(() => ({ ...NODE, entry: null, children: [NODE] })).client.nodes.getRoot()).resolves.toMatchObject({ entry: null });
    await expect(setup(() => ENTRY).client.entries.get('e1')).resolves.toEqual(ENTRY);
    await expect(setup(() => PAGE).client.entries.search({ where: [] })).resolves.toEqual(PAGE);
    await expect(setup(() => [NODE]).client.nodes.getSiblings('n1')).resolves.toEqual([NODE]);
    // A search's error payload is the search's to read (spec §8).
    const error = { type: 'error', message: 'Index offline', logId: 'l', data: null };
    await expect(setup(() => error).client.entries.search({ where: [] })).resolves.toEqual(error);
  });

  it('keeps no wrong answer in the request cache: the next call asks again', async () => {
    let broken = true;
    const { client, fetchFn } = setup(() => (broken ? { ...NODE, id: null } : NODE));
    await expect(client.nodes.get('/about')).rejects.toMatchObject({ status: 200 });
    broken = false;
    await expect(client.nodes.get('/about')).resolves.toEqual(NODE);
    await expect(client.nodes.get('/about')).resolves.toEqual(NODE);
    expect(fetchFn.calls).toHaveLength(2);
  });
});
