import type { Entry } from '../../lib/delivery/types';
import { LIVE_ENTRY_UPDATE, MAX_LIVE_ENTRY_CHARS, mergeLiveEntry, readLiveMessage } from './liveEntry';

const author = { sys: { id: 'p-1', contentTypeId: 'person' }, firstName: 'Eleri', lastName: 'Vaughan', jobTitle: 'Curator' };
const entry: Entry = {
  sys: { id: 'n-1', contentTypeId: 'newsArticle', dataFormat: 'entry', language: 'en-GB', uri: '/news/n-1' },
  entryTitle: 'Roses',
  title: 'Roses',
  summary: 'In bloom',
  author,
  related: [
    { sys: { id: 'r-1' }, title: 'One' },
    { sys: { id: 'r-2' }, title: 'Two' },
  ],
  image: { asset: { sys: { id: 'a-1', uri: '/image-library/roses.jpg' } }, altText: 'Roses' },
};

describe('readLiveMessage', () => {
  it('takes a live entry update and its payload', () => {
    expect(readLiveMessage({ type: LIVE_ENTRY_UPDATE, payload: { title: 'x' } })).toEqual({ ok: true, payload: { title: 'x' } });
  });

  it('refuses other messages, payloads that are not objects, and payloads too large to be an entry', () => {
    expect(readLiveMessage('LIVE_ENTRY_UPDATE')).toMatchObject({ ok: false });
    expect(readLiveMessage({ type: 'SOMETHING_ELSE', payload: {} })).toMatchObject({ ok: false });
    expect(readLiveMessage({ type: LIVE_ENTRY_UPDATE, payload: ['title'] })).toEqual({ ok: false, reason: 'its payload is not an object' });
    expect(readLiveMessage({ type: LIVE_ENTRY_UPDATE, payload: { body: 'x'.repeat(MAX_LIVE_ENTRY_CHARS) } })).toEqual({
      ok: false,
      reason: `its payload is larger than ${MAX_LIVE_ENTRY_CHARS} characters`,
    });
  });
});

describe('mergeLiveEntry', () => {
  it('changes only the fields an update names', () => {
    const next = mergeLiveEntry(entry, { title: 'Roses in winter' });
    expect(next).toEqual({ ...entry, title: 'Roses in winter' });
  });

  it('merges a linked entry’s own fields into it, keeping the rest of it', () => {
    const next = mergeLiveEntry(entry, { author: { sys: { id: 'p-1' }, jobTitle: 'Head curator' } });
    expect(next?.author).toEqual({ ...author, jobTitle: 'Head curator' });
  });

  it('replaces a linked entry by another one whole', () => {
    const other = { sys: { id: 'p-2', contentTypeId: 'person' }, firstName: 'Tomasz' };
    expect(mergeLiveEntry(entry, { author: other })?.author).toEqual(other);
  });

  it('merges a list of the same linked entries item by item, and replaces a list that changed', () => {
    const same = mergeLiveEntry(entry, { related: [{ sys: { id: 'r-1' }, title: 'Uno' }, { sys: { id: 'r-2' } }] });
    expect(same?.related).toEqual([
      { sys: { id: 'r-1' }, title: 'Uno' },
      { sys: { id: 'r-2' }, title: 'Two' },
    ]);
    const reordered = mergeLiveEntry(entry, { related: [{ sys: { id: 'r-2' } }] });
    expect(reordered?.related).toEqual([{ sys: { id: 'r-2' } }]);
  });

  it('never changes which entry the page shows, nor any object’s prototype', () => {
    const next = mergeLiveEntry(
      entry,
      JSON.parse('{"sys":{"id":"other","contentTypeId":"person"},"__proto__":{"polluted":true},"title":"x"}'),
    );
    expect(next?.sys).toBe(entry.sys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
  });

  it('refuses an update nested deeper than any entry', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 100; level++) deep = { inner: deep };
    expect(mergeLiveEntry(entry, { body: deep })).toBeNull();
  });

  it('leaves the entry it was given as it was', () => {
    const before = JSON.stringify(entry);
    mergeLiveEntry(entry, { title: 'x', author: { sys: { id: 'p-1' }, jobTitle: 'y' } });
    expect(JSON.stringify(entry)).toBe(before);
  });
});
