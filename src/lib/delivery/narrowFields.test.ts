import { fieldNarrowing, narrowToFields, type FieldNarrowing } from './narrowFields';

function narrowing(fields: string[]): FieldNarrowing {
  const result = fieldNarrowing(fields);
  if (!result) throw new Error(`${fields.join(',')} cannot be narrowed to`);
  return result;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const sys = (id: string, contentTypeId: string, extra: object = {}) => ({
  id,
  dataFormat: 'entry',
  language: 'en-GB',
  contentTypeId,
  uri: `/${id}`,
  ...extra,
});
const assetSys = (id: string) => ({
  id,
  dataFormat: 'asset',
  language: 'en-GB',
  contentTypeId: 'image',
  uri: `/images/${id}.jpg`,
  properties: { width: 800, height: 600 },
  version: { versionNo: '1.0' },
});

// An entry as a node brings it with the fields of every template: its own, and its links', are more than one
// template needs.
const answer = {
  entryTitle: 'History',
  title: 'History',
  summary: 'How the garden began',
  body: '<p>In 1887…</p>',
  introduction: 'Not a content page field',
  image: { caption: 'The glasshouse', asset: { altText: 'A glasshouse', title: 'Glasshouse', description: 'Long', sys: assetSys('a1') } },
  related: [
    {
      entryTitle: 'Founders',
      title: 'Founders',
      summary: 'Who',
      introduction: 'x',
      sys: sys('e2', 'contentPage', { version: { versionNo: '2.0' } }),
    },
    { sys: { id: 'e3', dataFormat: 'entry', language: 'en-GB', contentTypeId: 'person', uri: '/people/e3' } },
  ],
  composer: [
    { type: 'quote', value: { text: 'Grow', source: 'A gardener' } },
    { type: 'link', value: { title: 'Seeds', body: 'x', sys: sys('e4', 'contentPage') } },
  ],
  sys: { ...sys('e1', 'contentPage'), properties: { ignored: true }, version: { versionNo: '3.1', published: '2026-01-01' } },
};

describe('narrowToFields', () => {
  it('keeps the listed fields of the entry, with the minimum sys and the sys paths listed', () => {
    const narrowed = narrowToFields(answer, narrowing(['entryTitle', 'title', 'sys.version.published']));
    expect(narrowed).toEqual({
      entryTitle: 'History',
      title: 'History',
      sys: { ...sys('e1', 'contentPage'), version: { published: '2026-01-01' } },
    });
  });

  it('narrows every linked entry and asset the kept fields hold, wherever they sit in a field value', () => {
    const narrowed = narrowToFields(answer, narrowing(['title', 'image', 'related', 'composer', 'altText', 'sys.properties']));
    expect(narrowed.image).toEqual({
      caption: 'The glasshouse',
      asset: { altText: 'A glasshouse', title: 'Glasshouse', sys: { ...assetSys('a1'), version: undefined } },
    });
    expect(narrowed.related[0]).toEqual({ title: 'Founders', sys: sys('e2', 'contentPage') });
    expect(narrowed.composer[0]).toEqual({ type: 'quote', value: { text: 'Grow', source: 'A gardener' } });
    expect(narrowed.composer[1]).toEqual({ type: 'link', value: { title: 'Seeds', sys: sys('e4', 'contentPage') } });
    expect(narrowed.sys).toEqual({ ...sys('e1', 'contentPage'), properties: { ignored: true } });
  });

  it('leaves an unresolved link as it came', () => {
    expect(narrowToFields(answer, narrowing(['related'])).related[1]).toEqual(answer.related[1]);
  });

  it('keeps the whole sys when `sys` is listed alone', () => {
    expect(narrowToFields(answer, narrowing(['title', 'sys'])).sys).toEqual(answer.sys);
  });

  it('reads a frozen answer without changing it, a sys path inside one already kept whole included', () => {
    const frozen = deepFreeze(structuredClone(answer));
    const narrowed = narrowToFields(frozen, narrowing(['title', 'sys.version', 'sys.version.published']));
    expect(narrowed.sys.version).toEqual({ versionNo: '3.1', published: '2026-01-01' });
    expect(frozen).toEqual(answer);
  });
});

describe('fieldNarrowing', () => {
  it.each([[['-body']], [['title', '*']], [[]], [[' ']]])('refuses %j, which no answer can be narrowed to here', (fields) => {
    expect(fieldNarrowing(fields)).toBeNull();
  });

  it('reads `+` as include', () => {
    expect(fieldNarrowing(['+title', 'sys.uri'])).toEqual({ fields: ['title'], sysPaths: [['uri']] });
  });
});
