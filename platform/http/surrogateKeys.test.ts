import { MAX_NAMED_KEYS, SurrogateKeys } from './surrogateKeys';

describe('surrogate key header', () => {
  it('names each entry and node while there are few', () => {
    const keys = new SurrogateKeys();
    keys.add('website', 'nodes');
    keys.node('website', 'n-news');
    keys.entry('website', 'e-1');
    expect(keys.header().split(' ').sort()).toEqual(['website_entry_e-1', 'website_node_n-news', 'website_nodes']);
  });

  it('falls back to the project keys that cover them when a list names hundreds (a header clients accept)', () => {
    const keys = new SurrogateKeys();
    keys.add('website', 'nodes');
    keys.add('website', 'contenttype', 'newsArticle');
    for (let i = 0; i < 700; i++) {
      keys.node('website', `4983e5f8-e505-423a-a328-${String(i).padStart(12, '0')}`);
      keys.entry('website', `7f1016c6-d6fb-43e9-b9aa-${String(i).padStart(12, '0')}`);
    }
    expect(keys.header().split(' ').sort()).toEqual(['website_contenttype_newsarticle', 'website_entries', 'website_nodes']);
    const few = new SurrogateKeys();
    for (let i = 0; i < MAX_NAMED_KEYS; i++) few.entry('website', `e-${i}`);
    expect(few.header().split(' ')).toHaveLength(MAX_NAMED_KEYS);
  });
});
