import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Markup } from './Markup';
import { loadSanitizer, SanitizerContext, sanitizerSource } from './sanitizer';

const hostile = [
  '<h2>Opening times</h2>',
  '<p style="color:red" onclick="steal()">Open <strong>daily</strong>, <em>10am</em> to <b>5pm</b>.<br><i>Last entry 4pm.</i></p>',
  '<script>document.cookie</script>',
  '<style>body{display:none}</style>',
  '<ul><li><a href="javascript:alert(1)">Bad link</a></li><li><a href="jav&#x09;ascript:alert(1)">Hidden bad link</a></li>',
  '<li><a href="/visit" onmouseover="x()">Visit</a></li><li><a href="https://example.org/">Partner</a></li>',
  '<li><a href="mailto:hello@example.org">Email us</a></li><li><a href="data:text/html,hi">Data link</a></li></ul>',
  '<ol><li>First</li></ol><blockquote>Quoted</blockquote><h1>Second title</h1><h3>Sub</h3><h4>Subsub</h4>',
  '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe><div class="x">Plain</div>',
].join('');

describe('Markup', () => {
  it('keeps the allowed tags and drops scripts, styles, handlers and dangerous links', () => {
    const { container } = render(<Markup html={hostile} />);
    for (const tag of ['h2', 'p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a', 'blockquote', 'h3', 'h4']) {
      expect(container.querySelector(tag)).not.toBeNull();
    }
    expect(container.querySelector('script, style, img, iframe, h1, .prose div')).toBeNull();
    expect(container.querySelector('[style], [onclick], [onmouseover], [onerror], .prose [class]')).toBeNull();
    expect(container.innerHTML).not.toContain('document.cookie');
    expect(container.innerHTML).not.toContain('display:none');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('Hidden bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('Data link')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Visit' })).toHaveAttribute('href', '/visit');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('href', 'https://example.org/');
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:hello@example.org');
    // Text of removed wrappers stays readable.
    expect(container).toHaveTextContent('Second title');
    expect(container).toHaveTextContent('Plain');
  });

  it('produces the same markup on the server as in the browser', () => {
    const html = renderToString(<Markup html={hostile} />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Markup html={hostile} />, { container, hydrate: true });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(container.innerHTML).toBe(html);
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<Markup html="  " />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the app handle plain clicks on links it can route', () => {
    const onNavigate = jest.fn((href: string) => href.startsWith('/'));
    render(<Markup html='<p><a href="/visit">Visit</a> <a href="https://example.org/">Partner</a></p>' onNavigate={onNavigate} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Visit' }), { button: 0 })).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/visit');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Partner' }), { button: 0 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Visit' }), { button: 0, ctrlKey: true })).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});

describe('Markup before the sanitiser has loaded (the browser loads it after the page starts)', () => {
  /** A sanitiser that arrives when the test says, with the real one behind it. */
  function lateSanitizer() {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const source = sanitizerSource(async () => {
      const sanitize = await loadSanitizer();
      await arrived;
      return sanitize;
    });
    void source.load();
    return { source, arrive: async () => act(async () => arrive()) };
  }

  it('hydrates rich text from the HTML the server sanitised, without a mismatch, and keeps it when the sanitiser arrives', async () => {
    const html = renderToString(<Markup html={hostile} />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const late = lateSanitizer();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SanitizerContext value={late.source}>
        <Markup html={hostile} />
      </SanitizerContext>,
      { container, hydrate: true },
    );
    expect(container.innerHTML).toBe(html);
    await late.arrive();
    expect(container.innerHTML).toBe(html);
    // (jsdom reports an earlier test's link clicks here too: only hydration complaints count.)
    expect(logged.mock.calls.flat().join(' ')).not.toMatch(/hydrat|match/i);
    logged.mockRestore();
  });

  it('draws nothing of rich text of its own until the sanitiser arrives, then only the sanitised markup', async () => {
    const late = lateSanitizer();
    const { container } = render(
      <SanitizerContext value={late.source}>
        <Markup html={hostile} />
      </SanitizerContext>,
    );
    expect(container.querySelector('.prose')).toBeEmptyDOMElement();
    await late.arrive();
    expect(container.querySelector('.prose')).toHaveTextContent('Opening times');
    expect(container.innerHTML).not.toContain('document.cookie');
    expect(container.querySelector('script, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
  });
});
