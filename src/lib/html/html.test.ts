import vm from 'node:vm';
import { escapeHtml, serializeForScript } from '.';

describe('serializeForScript', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- x -->',
    separators: 'a\u2028b\u2029c',
    amp: 'R&D > all',
  };

  it('never contains a sequence that ends or comments a script element', () => {
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });

  it('evaluates back to the same value', () => {
    const text = serializeForScript(hostile);
    expect(vm.runInNewContext(`(${text})`)).toEqual(hostile);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('serialises undefined as null', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
