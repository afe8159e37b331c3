import { alteredBy, dropChangedContent, onContentChange, registerContentCache, type ContentChange } from './contentChanges';

const change = (keys: string[], everything = false): ContentChange => ({ keys, everything, projects: [] });

describe('alteredBy', () => {
  it('is true for answers carrying a changed key, still in flight, or with no keys to tell', () => {
    const altered = alteredBy(change(['website_entry_about']));
    expect(altered(['website_node_n-about', 'website_entry_about'])).toBe(true);
    expect(altered(['WEBSITE_ENTRY_ABOUT'])).toBe(true);
    expect(altered(null)).toBe(true);
    expect(altered([])).toBe(true);
    expect(altered(['website_entry_home', 'website_nodes'])).toBe(false);
  });

  it('is true for every answer when everything changed', () => {
    expect(alteredBy(change([], true))(['website_entry_home'])).toBe(true);
  });
});

describe('dropChangedContent', () => {
  it('drops from every registered cache, then tells the listeners how many answers went', () => {
    const seen: ContentChange[] = [];
    const first = { dropChanged: jest.fn(() => 2) };
    const second = { dropChanged: jest.fn(() => 1) };
    registerContentCache(first);
    registerContentCache(second);
    const heard: number[] = [];
    const stop = onContentChange((told, dropped) => {
      seen.push(told);
      heard.push(dropped);
    });
    const news = change(['website_entry_about']);
    expect(dropChangedContent(news)).toBe(3);
    expect(first.dropChanged).toHaveBeenCalledWith(news);
    expect(second.dropChanged).toHaveBeenCalledWith(news);
    expect(seen).toEqual([news]);
    expect(heard).toEqual([3]);

    stop();
    dropChangedContent(news);
    expect(seen).toHaveLength(1);
  });
});
