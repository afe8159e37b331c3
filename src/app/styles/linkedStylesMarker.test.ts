import { LINKED_STYLES_PARAM, linkedStylesAddress, readLinkedStylesMarker, withLinkedStylesMarker } from './linkedStylesMarker';

const VERSION = '0123456789ab';
const marker = `${LINKED_STYLES_PARAM}=${VERSION}`;

describe('the address the style cache worker asks for', () => {
  it('is the navigation address with the marker at its end, the rest of its query byte for byte', () => {
    expect(linkedStylesAddress(new URL('https://www.example.org/about/history'), VERSION)).toBe(
      `https://www.example.org/about/history?${marker}`,
    );
    expect(linkedStylesAddress(new URL('https://www.example.org/search?q=rose%20garden&topic=a+b'), VERSION)).toBe(
      `https://www.example.org/search?q=rose%20garden&topic=a+b&${marker}`,
    );
  });

  it('is none for the page state, an address already marked and the build files', () => {
    expect(linkedStylesAddress(new URL('https://www.example.org/about?redux=true'), VERSION)).toBeNull();
    expect(linkedStylesAddress(new URL(`https://www.example.org/about?${marker}`), VERSION)).toBeNull();
    expect(linkedStylesAddress(new URL('https://www.example.org/static/main.1.css'), VERSION)).toBeNull();
  });
});

describe('reading the marker', () => {
  it('takes it off the query, leaving the rest as it came, and names the version it matched', () => {
    expect(readLinkedStylesMarker(withLinkedStylesMarker('?q=a%20b&x', VERSION), VERSION)).toEqual({
      search: '?q=a%20b&x',
      marked: true,
      linked: true,
    });
    expect(readLinkedStylesMarker(withLinkedStylesMarker('', VERSION), VERSION)).toEqual({ search: '', marked: true, linked: true });
    expect(readLinkedStylesMarker(`?${marker}&q=1`, VERSION)).toEqual({ search: '?q=1', marked: true, linked: true });
  });

  it('links nothing for another value, a repeated marker, or a build with nothing to link', () => {
    for (const search of [
      `?${LINKED_STYLES_PARAM}=other`,
      `?${LINKED_STYLES_PARAM}`,
      `?${marker}&${marker}`,
      `?${marker}${'0'.repeat(5000)}`,
    ])
      expect(readLinkedStylesMarker(search, VERSION)).toEqual({ search: '', marked: true, linked: false });
    expect(readLinkedStylesMarker(`?${marker}`, null)).toEqual({ search: '', marked: true, linked: false });
  });

  it('leaves a query without it alone, a parameter of a similar name included', () => {
    expect(readLinkedStylesMarker('?q=1', VERSION)).toEqual({ search: '?q=1', marked: false, linked: false });
    expect(readLinkedStylesMarker(`?x${LINKED_STYLES_PARAM}=${VERSION}`, VERSION)).toEqual({
      search: `?x${LINKED_STYLES_PARAM}=${VERSION}`,
      marked: false,
      linked: false,
    });
  });
});
