import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Markup } from './Markup';
import { loadSanitizer, SanitizerContext, sanitizerSource } from './sanitizer';

// Node, as the server renders: no document to take HTML from.
describe('the HTML sanitiser on the server', () => {
  const page = (source: ReturnType<typeof sanitizerSource>) =>
    createElement(
      SanitizerContext,
      { value: source },
      createElement(Markup, { html: '<p onclick="x()">Hi <script>alert(1)</script></p>' }),
    );

  it('refuses to render rich text before the sanitiser has loaded, rather than lose it or send it raw', () => {
    const never = sanitizerSource(() => new Promise(() => undefined));
    expect(() => renderToString(page(never))).toThrow('The HTML sanitiser is not loaded');
  });

  it('renders sanitised rich text once it has loaded', async () => {
    const source = sanitizerSource(() => loadSanitizer());
    await source.load();
    const html = renderToString(page(source));
    expect(html).toContain('<p>Hi </p>');
    expect(html).not.toMatch(/script|onclick/);
  });
});

describe('loading the sanitiser', () => {
  it('loads once, and tries again after a failed load', async () => {
    const sanitize = (html: string) => html.toUpperCase();
    const importer = jest.fn<Promise<typeof sanitize>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(sanitize);
    const source = sanitizerSource(importer);
    const heard = jest.fn();
    source.subscribe(heard);
    await expect(source.load()).rejects.toThrow('chunk failed');
    expect(source.current()).toBeNull();
    await expect(source.load()).resolves.toBe(sanitize);
    await source.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(source.current()).toBe(sanitize);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
