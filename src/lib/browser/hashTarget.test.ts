/** @jest-environment jsdom */
import { focusElement, hashTarget, isTopHash } from './hashTarget';

beforeEach(() => {
  document.body.innerHTML = `
    <h2 id="opening-hours">Opening hours</h2>
    <h2 id="café">Café</h2>
    <a name="old-style">Old anchor</a>
    <a id="link" href="/x">A link</a>`;
});

describe('hash targets', () => {
  it('finds the element by id, decoding the hash, then an anchor by name', () => {
    expect(hashTarget('#opening-hours')?.textContent).toBe('Opening hours');
    expect(hashTarget('#caf%C3%A9')?.textContent).toBe('Café');
    expect(hashTarget('#old-style')?.textContent).toBe('Old anchor');
    expect(hashTarget('#%E0%A4%A')).toBeNull(); // malformed escapes: looked up as written, not thrown
    expect(hashTarget('#missing')).toBeNull();
    expect(hashTarget('#')).toBeNull();
  });

  it('knows #top and an empty hash mean the top of the page', () => {
    expect(isTopHash('#top')).toBe(true);
    expect(isTopHash('#TOP')).toBe(true);
    expect(isTopHash('')).toBe(true);
    expect(isTopHash('#topics')).toBe(false);
  });

  it('focuses a heading by making it programmatically focusable, and a link as it is', () => {
    const heading = hashTarget('#opening-hours')!;
    focusElement(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    const link = hashTarget('#link')!;
    focusElement(link);
    expect(document.activeElement).toBe(link);
    expect(link.hasAttribute('tabindex')).toBe(false);
  });
});
