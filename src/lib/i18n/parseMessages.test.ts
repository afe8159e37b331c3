import { formatMessage } from './formatMessage';
import { parseCatalogue, parseCatalogueInSlices } from './parseMessages';

const catalogue = {
  shop: {
    price: 'Price: {amount, number, ::currency/GBP}',
    items: '{count, plural, one {# item} other {# items}}',
    plain: 'Hello',
  },
};

it('keeps no source locations in what pages carry, skeletons included', () => {
  const messages = parseCatalogue(catalogue);
  expect(JSON.stringify(messages)).not.toContain('location');
  expect(formatMessage(messages['shop.price'], 'en-GB', { amount: 12.5 })).toBe('Price: £12.50');
  expect(formatMessage(messages['shop.items'], 'en-GB', { count: 2 })).toBe('2 items');
  expect(messages['shop.plain']).toBe('Hello');
});

it('gives frozen messages, so that every page and the store can share them', () => {
  const messages = parseCatalogue(catalogue);
  expect(Object.isFrozen(messages)).toBe(true);
  expect(Object.isFrozen(messages['shop.items'])).toBe(true);
});

it('names a message that is not valid ICU syntax', () => {
  expect(() => parseCatalogue({ shop: { broken: 'Hello {name' } })).toThrow('shop.broken');
});

/** A catalogue too long to parse in one slice. */
const long = {
  many: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`m${i}`, `{count, plural, one {# thing ${i}} other {# things ${i}}}`])),
};

it('parses a long catalogue in slices, letting the page run between them, to the same messages', async () => {
  let breaks = 0;
  const sliced = await parseCatalogueInSlices(long, async () => {
    breaks += 1;
  });
  expect(breaks).toBeGreaterThan(0);
  expect(sliced).toEqual(parseCatalogue(long));
  expect(Object.isFrozen(sliced)).toBe(true);
  expect(formatMessage(sliced['many.m7'], 'en-GB', { count: 3 })).toBe('3 things 7');
});

it('rejects a catalogue in slices with the message that is not valid', async () => {
  await expect(parseCatalogueInSlices({ shop: { fine: 'Hi', broken: '{n, plural, one {x}' } })).rejects.toThrow('shop.broken');
});

it('breaks between slices with a message channel, or a timer where there is none (jsdom)', async () => {
  const expected = parseCatalogue(long);
  expect(await parseCatalogueInSlices(long)).toEqual(expected);
  const channel = globalThis.MessageChannel;
  delete (globalThis as Partial<typeof globalThis>).MessageChannel;
  try {
    expect(await parseCatalogueInSlices(long)).toEqual(expected);
  } finally {
    globalThis.MessageChannel = channel;
  }
});
