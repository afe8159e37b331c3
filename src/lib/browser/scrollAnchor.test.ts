/** @jest-environment jsdom */
import { holdScrollAnchor, measureScrollAnchor, scrollToAnchor, type ScrollAnchor } from './scrollAnchor';

// jsdom lays nothing out: each element's box comes from data-top and data-height (page coordinates), seen from
// the window's simulated scroll position.
let scrollY = 0;
beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollBy = ((_x: number, y: number) => {
    scrollY += y;
  }) as typeof window.scrollBy;
  Element.prototype.getBoundingClientRect = function box(this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0) - scrollY;
    const height = Number(this.getAttribute('data-height') ?? 0);
    return {
      top,
      bottom: top + height,
      height,
      width: height > 0 ? 100 : 0,
      left: 0,
      right: 100,
      x: 0,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
beforeEach(() => {
  scrollY = 0;
});

/** A listing: a filters sidebar stretched beside a list of cards 400 tall from 200 down. */
function listing(cards = 10): HTMLElement {
  const main = document.createElement('main');
  const items = Array.from(
    { length: cards },
    (_, i) => `<li data-top="${200 + i * 400}" data-height="400"><h3 data-top="${220 + i * 400}" data-height="40">Card ${i}</h3></li>`,
  ).join('');
  main.innerHTML = `
    <div data-top="0" data-height="${200 + cards * 400}">
      <aside data-top="0" data-height="${200 + cards * 400}"><h2 data-top="0" data-height="30">Filters</h2></aside>
      <section data-top="0" data-height="${200 + cards * 400}">
        <p hidden>Loading</p>
        <h2 data-top="0" data-height="30">Results</h2>
        <ul data-top="200" data-height="${cards * 400}">${items}</ul>
      </section>
    </div>`;
  document.body.replaceChildren(main);
  return main;
}

/** Moves the cards down by `by` from the `from`-th on, as cards above taking their real size do. */
function shiftCards(main: HTMLElement, from: number, by: number) {
  main.querySelectorAll('li').forEach((li, i) => {
    if (i < from) return;
    for (const element of [li, li.firstElementChild!])
      element.setAttribute('data-top', String(Number(element.getAttribute('data-top')) + by));
  });
}

describe('measuring what is at the top of the screen', () => {
  it('finds the first element starting on screen, past a sidebar that reaches across the top with nothing of its own in view', () => {
    const main = listing();
    scrollY = 1500; // card 3 (1400-1800) reaches across the top; its title (1420) is above it
    expect(measureScrollAnchor(main)).toEqual({ path: [0, 1, 2, 4], tag: 'LI', top: 300, y: 1500 });
  });

  it('goes down into the element reaching across the top', () => {
    const main = listing();
    scrollY = 1410; // card 3's title (1420) starts just below the top
    expect(measureScrollAnchor(main)).toEqual({ path: [0, 1, 2, 3, 0], tag: 'H3', top: 10, y: 1410 });
  });

  it('gives the deepest element reaching across the top when nothing starts below it', () => {
    const main = document.createElement('main');
    main.innerHTML = '<article data-top="0" data-height="5000"><p data-top="0" data-height="5000">A long text</p></article>';
    scrollY = 800;
    expect(measureScrollAnchor(main)).toEqual({ path: [0, 0], tag: 'P', top: -800, y: 800 });
  });

  it('finds nothing when the page has been scrolled past everything in it', () => {
    const main = listing(2);
    scrollY = 5000;
    expect(measureScrollAnchor(main)).toBeNull();
  });
});

describe('going back to an anchor', () => {
  it('scrolls its element back to where it was on screen, and refuses one the page no longer has', () => {
    const main = listing();
    scrollY = 1410;
    const anchor = measureScrollAnchor(main)!;
    scrollY = 1410;
    shiftCards(main, 0, -180); // the cards above are shorter this time (not yet laid out)
    expect(scrollToAnchor(main, anchor)).toBe(true);
    expect(scrollY).toBe(1230);
    expect(scrollToAnchor(main, { ...anchor, path: [0, 1, 2, 40, 0] })).toBe(false);
    expect(scrollToAnchor(main, { ...anchor, tag: 'P' })).toBe(false);
  });

  it('keeps the element in place while the cards above it take their size, until the reader scrolls', () => {
    jest.useFakeTimers();
    try {
      const main = listing();
      const anchor: ScrollAnchor = { path: [0, 1, 2, 5], tag: 'LI', top: 50, y: 2250 };
      shiftCards(main, 0, -100);
      scrollY = 2250;
      const stop = holdScrollAnchor(main, anchor);
      expect(scrollY).toBe(2050); // card 5, now at 2100, shows 50 below the top

      shiftCards(main, 3, 60); // a frame later, cards near the screen are laid out
      jest.advanceTimersByTime(20);
      expect(scrollY).toBe(2110);

      window.dispatchEvent(new Event('wheel'));
      shiftCards(main, 4, 30);
      jest.advanceTimersByTime(100);
      expect(scrollY).toBe(2110); // the reader's scrolling is theirs
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('brings the element into place once it is drawn, a moment after the rest of the page', () => {
    jest.useFakeTimers();
    try {
      const main = listing(6); // the list's first screen: card 8 comes with the rest a frame later
      scrollY = 2250;
      const stop = holdScrollAnchor(main, { path: [0, 1, 2, 8], tag: 'LI', top: 50, y: 3450 });
      expect(scrollY).toBe(2250);
      const list = main.querySelector('ul')!;
      for (let i = 6; i < 12; i++)
        list.insertAdjacentHTML('beforeend', `<li data-top="${200 + i * 400}" data-height="400"><h3>Card ${i}</h3></li>`);
      jest.advanceTimersByTime(20);
      expect(scrollY).toBe(3350); // card 8, at 3400, shows 50 below the top
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets go after a while', () => {
    jest.useFakeTimers();
    try {
      const main = listing();
      scrollY = 2250;
      holdScrollAnchor(main, { path: [0, 1, 2, 5], tag: 'LI', top: -50, y: 2250 });
      jest.advanceTimersByTime(2_000);
      shiftCards(main, 0, 200);
      jest.advanceTimersByTime(100);
      expect(scrollY).toBe(2250);
    } finally {
      jest.useRealTimers();
    }
  });
});
