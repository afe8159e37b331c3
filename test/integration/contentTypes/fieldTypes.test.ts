// What content:types makes of each kind of Contensis field, of projects that define a content type differently,
// and of content types it cannot type.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../../scripts/contentTypes/cli';
import { generateTypes } from '../../../scripts/contentTypes/generate';
import { contentType, writePack } from './packFiles';

const packs: string[] = [];
afterAll(() => packs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function typesOf(projects: Record<string, unknown>, warnings: string[] = []): Promise<string> {
  const dir = writePack(projects);
  packs.push(dir);
  return generateTypes({ source: { pack: dir }, outFile: join(dir, 'contentTypes.ts'), warn: (message) => warnings.push(message) });
}

/** A generated fields type's body without its comments, its whitespace made single spaces. */
function fieldsOf(text: string, name: string): string {
  const start = text.indexOf(`export type ${name}Fields = {`);
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n};', start));
  return body
    .replace(/\/\*\*.*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fields as fieldsOf shows them. */
const fields = (...lines: string[]) => lines.map((line) => `${line};`).join(' ');

const required = { required: {} };

describe('content:types field types', () => {
  it('types every kind of field by its dataType, dataFormat and validations', async () => {
    const text = await typesOf({
      web: [
        contentType('page', [
          { id: 'title', dataType: 'string', validations: required },
          { id: 'body', dataType: 'string', dataFormat: 'html' },
          { id: 'notes', dataType: 'string', dataFormat: 'markdown' },
          { id: 'published', dataType: 'dateTime', validations: required },
          { id: 'count', dataType: 'integer' },
          { id: 'price', dataType: 'decimal' },
          { id: 'hidden', dataType: 'boolean' },
          { id: 'tags', dataType: 'stringArray' },
          { id: 'size', dataType: 'string', validations: { allowedValues: { values: ['small', 'large'] } } },
          { id: 'topic', dataType: 'string', dataFormat: 'taxonomy' },
          { id: 'topics', dataType: 'stringArray', dataFormat: 'taxonomy' },
          { id: 'hero', dataType: 'object', dataFormat: 'image' },
          { id: 'gallery', dataType: 'objectArray', dataFormat: 'image' },
          { id: 'author', dataType: 'object', dataFormat: 'entry', validations: { allowedContentTypes: { contentTypes: ['person'] } } },
          { id: 'related', dataType: 'objectArray', dataFormat: 'entry' },
          { id: 'file', dataType: 'object', dataFormat: 'asset' },
          { id: 'where', dataType: 'object', dataFormat: 'location' },
          { id: 'when', dataType: 'object', dataFormat: 'daterange' },
          { id: 'said', dataType: 'object', dataFormat: 'quote' },
          {
            id: 'blocks',
            dataType: 'objectArray',
            dataFormat: 'field',
            validations: {
              allowedFieldTypes: {
                fields: [
                  { id: 'text', dataType: 'string', dataFormat: 'html' },
                  {
                    id: 'people',
                    dataType: 'objectArray',
                    dataFormat: 'entry',
                    validations: { allowedContentTypes: { contentTypes: ['person'] } },
                  },
                ],
              },
            },
          },
          { id: 'anyBlocks', dataType: 'objectArray', dataFormat: 'field' },
          {
            id: 'address',
            dataType: 'object',
            dataFormat: 'component.address',
            fields: [
              { id: 'street', dataType: 'string', validations: required },
              { id: 'postcode', dataType: 'string' },
            ],
          },
          { id: 'odd-id', dataType: 'string' },
        ]),
        contentType('person', [{ id: 'title', dataType: 'string' }]),
        contentType(
          'photo',
          [
            { id: 'title', dataType: 'string' },
            { id: 'altText', dataType: 'string' },
          ],
          'asset',
        ),
      ],
    });
    expect(fieldsOf(text, 'Page')).toBe(
      fields(
        'title: string',
        'body?: string | null',
        'notes?: string | null',
        'published: string',
        'count?: number | null',
        'price?: number | null',
        'hidden?: boolean | null',
        'tags?: string[] | null',
        "size?: 'small' | 'large' | null",
        'topic?: Trellis.TaxonomyValue | null',
        'topics?: Trellis.TaxonomyValue[] | null',
        'hero?: Trellis.ImageValue | null',
        'gallery?: Trellis.ImageValue[] | null',
        'author?: PersonEntry | Trellis.EntryStub | null',
        'related?: Array<Trellis.Entry | Trellis.EntryStub> | null',
        'file?: Trellis.Entry | Trellis.EntryStub | null',
        'where?: Trellis.LocationValue | null',
        'when?: Trellis.DateRangeValue | null',
        'said?: Trellis.QuoteValue | null',
        "blocks?: Array<{ type: 'text'; value: string } | { type: 'people'; value: Array<PersonEntry | Trellis.EntryStub> }> | null",
        'anyBlocks?: Trellis.ComposerItem[] | null',
        'address?: { street: string; postcode?: string | null; } | null',
        "'odd-id'?: string | null",
      ),
    );
    expect(text).toContain('/** body: rich text (HTML). */');
    expect(text).toContain('/** blocks: a composer (text, people). */');
    expect(text).toContain("export type PageEntry = Trellis.TypedEntry<\n  'page',");
    // What a page module of a page may load: its fields, its linked people's and its images' assets' (photo).
    const entryType = text.slice(text.indexOf('export type PageEntry'), text.indexOf('>;', text.indexOf('export type PageEntry')));
    const loadable = entryType.slice(entryType.indexOf('PageFields,') + 'PageFields,'.length).match(/'[^']+'/g);
    expect(loadable?.sort()).toEqual(
      ['title', 'body', 'notes', 'published', 'count', 'price', 'hidden', 'tags', 'size', 'topic', 'topics', 'hero', 'gallery', 'author']
        .concat(['related', 'file', 'where', 'when', 'said', 'blocks', 'anyBlocks', 'address', 'odd-id', 'altText'])
        .map((id) => `'${id}'`)
        .sort(),
    );
    expect(text).toContain('export interface ContentTypes {\n  page: PageEntry;\n  person: PersonEntry;\n  photo: PhotoEntry;\n}');
  });

  it('one type for a content type of several projects: optional where a project lacks or does not require a field, links to either', async () => {
    const warnings: string[] = [];
    const text = await typesOf(
      {
        alpha: [
          contentType('page', [
            { id: 'title', dataType: 'string', validations: required },
            { id: 'summary', dataType: 'string', validations: required },
            { id: 'links', dataType: 'objectArray', dataFormat: 'entry', validations: { allowedContentTypes: { contentTypes: ['page'] } } },
            { id: 'score', dataType: 'integer' },
          ]),
        ],
        beta: [
          contentType('page', [
            { id: 'title', dataType: 'string', validations: required },
            { id: 'summary', dataType: 'string' },
            { id: 'links', dataType: 'objectArray', dataFormat: 'entry', validations: { allowedContentTypes: { contentTypes: ['news'] } } },
            { id: 'score', dataType: 'string' },
            { id: 'extra', dataType: 'boolean' },
          ]),
          contentType('news', [{ id: 'title', dataType: 'string' }]),
        ],
      },
      warnings,
    );
    expect(fieldsOf(text, 'Page')).toBe(
      fields(
        'title: string',
        'summary?: string | null',
        'links?: Array<PageEntry | NewsEntry | Trellis.EntryStub> | null',
        'score?: number | string | null',
        'extra?: boolean | null',
      ),
    );
    expect(text).toContain('/** extra: yes or no. Only in beta. */');
    expect(text).toContain('Projects: alpha, beta.');
    expect(warnings).toEqual([]);
  });

  it('types a format it does not know as unknown, with a warning; a link to a missing content type as any entry', async () => {
    const warnings: string[] = [];
    const text = await typesOf(
      {
        web: [
          contentType('page', [
            { id: 'title', dataType: 'string' },
            { id: 'canvas', dataType: 'objectArray', dataFormat: 'canvas' },
            { id: 'link', dataType: 'object', dataFormat: 'entry', validations: { allowedContentTypes: { contentTypes: ['gone'] } } },
          ]),
        ],
      },
      warnings,
    );
    expect(fieldsOf(text, 'Page')).toBe(
      fields('title?: string | null', 'canvas?: unknown[] | null', 'link?: Trellis.Entry | Trellis.EntryStub | null'),
    );
    expect(warnings).toEqual([
      `${packs[packs.length - 1]}/web/content-types.json: content type "page", field "canvas": dataFormat "canvas" is not one content:types knows; typed as unknown`,
      'content type "page", field "link" links to content type "gone", which is not among the content types; typed as any entry',
    ]);
  });
});

describe('content:types refuses what it cannot type, clearly, and writes nothing', () => {
  // What the message starts with (the pack's folder is PACK).
  const cases: Array<[string, unknown, string]> = [
    [
      'an unknown dataType',
      [contentType('page', [{ id: 'title', dataType: 'text' }])],
      'PACK/web/content-types.json: content type "page", field "title": unknown dataType "text" (known: string, stringArray, dateTime, dateTimeArray, integer, integerArray, decimal, decimalArray, boolean, booleanArray, object, objectArray)',
    ],
    [
      'a format on the wrong dataType',
      [contentType('page', [{ id: 'hero', dataType: 'string', dataFormat: 'image' }])],
      'PACK/web/content-types.json: content type "page", field "hero": dataFormat "image" needs dataType object or objectArray, not "string"',
    ],
    [
      'a malformed allowedContentTypes',
      [
        contentType('page', [
          { id: 'link', dataType: 'object', dataFormat: 'entry', validations: { allowedContentTypes: { contentTypes: 'page' } } },
        ]),
      ],
      'PACK/web/content-types.json: content type "page", field "link": validations.allowedContentTypes.contentTypes must be a list of content type ids',
    ],
    [
      'a malformed composer',
      [
        contentType('page', [
          { id: 'body', dataType: 'objectArray', dataFormat: 'field', validations: { allowedFieldTypes: { fields: [{ id: 'x' }] } } },
        ]),
      ],
      'PACK/web/content-types.json: content type "page", field "body": validations.allowedFieldTypes.fields[0] must have a dataType',
    ],
    [
      'a malformed field of a component in a composer',
      [
        contentType('page', [
          {
            id: 'body',
            dataType: 'objectArray',
            dataFormat: 'field',
            validations: {
              allowedFieldTypes: {
                fields: [{ id: 'address', dataType: 'object', dataFormat: 'component.address', fields: [{ id: 'street', dataType: 5 }] }],
              },
            },
          },
        ]),
      ],
      'PACK/web/content-types.json: content type "page", field "body", composer item "address": fields[0] must have a dataType',
    ],
    [
      'a field defined twice',
      [
        contentType('page', [
          { id: 'title', dataType: 'string' },
          { id: 'title', dataType: 'string' },
        ]),
      ],
      'PACK/web/content-types.json: content type "page", field "title" is defined twice',
    ],
    [
      'two content types that would have one name',
      [contentType('news-item', [{ id: 'title', dataType: 'string' }]), contentType('newsItem', [{ id: 'title', dataType: 'string' }])],
      'content types "news-item" and "newsItem" would both be named NewsItemEntry; rename one of them',
    ],
    [
      'a field without a dataType',
      [contentType('page', [{ id: 'title' }])],
      'PACK/web/content-types.json: [0].fields[0].dataType is required',
    ],
    ['content-types.json that is not JSON', '[{"id": "page",', 'PACK/web/content-types.json: is not valid JSON at line 1, column 16'],
  ];

  it.each(cases)('%s', async (_, contentTypes, message) => {
    const dir = writePack({ web: contentTypes });
    packs.push(dir);
    const outFile = join(dir, 'contentTypes.ts');
    writeFileSync(outFile, 'before\n');
    let err = '';
    const code = await run(['--out', outFile], { CONTENT_DIR: dir }, { out: () => undefined, err: (text) => (err += text) });
    const expected = `content:types: ${message.replace('PACK', dir)}`;
    expect(err.startsWith(expected) && err.endsWith('\n') && err.split('\n').length === 2 ? expected : err).toBe(expected);
    expect(code).toBe(1);
    expect(readFileSync(outFile, 'utf8')).toBe('before\n');
  });
});

describe('content:types --check', () => {
  it('passes when the file is what the content types give, and fails (writing nothing) when it is not', async () => {
    const dir = writePack({ web: [contentType('page', [{ id: 'title', dataType: 'string' }])] });
    packs.push(dir);
    const outFile = join(dir, 'contentTypes.ts');
    const io = { out: () => undefined, err: () => undefined };
    expect(await run(['--out', outFile, '--check'], { CONTENT_DIR: dir }, io)).toBe(1);
    expect(await run(['--out', outFile], { CONTENT_DIR: dir }, io)).toBe(0);
    expect(await run(['--out', outFile, '--check'], { CONTENT_DIR: dir }, io)).toBe(0);
    writeFileSync(outFile, `${readFileSync(outFile, 'utf8')}// edited\n`);
    expect(await run(['--out', outFile, '--check'], { CONTENT_DIR: dir }, io)).toBe(1);
    expect(readFileSync(outFile, 'utf8')).toContain('// edited');
  });

  it('names an unknown project and an unknown argument', async () => {
    const dir = writePack({ web: [contentType('page', [{ id: 'title', dataType: 'string' }])] });
    packs.push(dir);
    let err = '';
    const io = { out: () => undefined, err: (text: string) => (err += text) };
    expect(await run(['--project', 'intranet'], { CONTENT_DIR: dir }, io)).toBe(1);
    expect(err).toBe(`content:types: ${dir} has no project intranet (it has web)\n`);
    err = '';
    expect(await run(['--outfile', 'x.ts'], {}, io)).toBe(2);
    expect(err).toMatch(/^content:types: unknown argument "--outfile"\n\nUsage: npm run content:types/);
  });
});
