import type { Entry } from '../../lib/delivery/types';
import { entryCameWithNode, nodeEntryRequest } from './contentRoute';
import type { ContentTypeMapping } from './types';

const page: ContentTypeMapping = { contentTypeID: 'contentPage', entryFields: ['title', 'body'] };
const person: ContentTypeMapping = { contentTypeID: 'person', entryFields: ['firstName', 'title', 'sys.properties'] };

const sys = { id: 'e1', dataFormat: 'entry', language: 'en-GB', contentTypeId: 'contentPage', uri: '/about', properties: { p: 1 } };
const broughtByNode = { title: 'About', body: '<p>Hi</p>', firstName: 'Not a page field', sys } as unknown as Entry;

describe("the node's request for its entry", () => {
  it('asks for every mapping’s fields once, and for the content type and the entry’s languages (the alternates)', () => {
    expect(nodeEntryRequest([page, person])?.entryFields).toEqual([
      'sys.contentTypeId',
      'sys.availableLanguages',
      'title',
      'body',
      'firstName',
      'sys.properties',
    ]);
  });

  it.each([
    ['a mapping that wants every field', { contentTypeID: 'event' }],
    ['a mapping that excludes a field', { contentTypeID: 'event', entryFields: ['-body'] }],
  ])('is not made when there is %s: each entry then has its own call', (_what, other: ContentTypeMapping) => {
    expect(nodeEntryRequest([page, other])).toBeNull();
  });
});

describe('the entry that came with the node', () => {
  const request = nodeEntryRequest([page, person])!;

  it("is narrowed to its own mapping's fields", () => {
    expect(entryCameWithNode(request, page, broughtByNode)).toEqual({
      title: 'About',
      body: '<p>Hi</p>',
      sys: { id: 'e1', dataFormat: 'entry', language: 'en-GB', contentTypeId: 'contentPage', uri: '/about' },
    });
  });

  it('is not used for a mapping with another link depth (its own call asks for that depth)', () => {
    const shallow = { ...page, linkDepth: 1 };
    expect(entryCameWithNode(nodeEntryRequest([shallow, person])!, shallow, broughtByNode)).toBeNull();
  });

  it('is not used when the node brought a bare link (its own call says why: not found, or not allowed)', () => {
    expect(entryCameWithNode(request, page, { sys } as unknown as Entry)).toBeNull();
  });
});
