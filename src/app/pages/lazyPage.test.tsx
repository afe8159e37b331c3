import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { definePage } from './definePage';
import { lazyPage } from './lazyPage';
import type { EntryPageProps } from './types';
import type { Entry } from '../../lib/delivery/types';

// A page kind whose component is code-split: the chunk is one the page needs before it renders.
function Recipe({ entry }: EntryPageProps) {
  return <h1>{String(entry.entryTitle)}</h1>;
}

const entry: Entry = {
  sys: { id: 'r1', contentTypeId: 'recipe', language: 'en-GB', dataFormat: 'entry', uri: '/recipes/nettle-soup' },
  entryTitle: 'Nettle soup',
};

describe('lazyPage', () => {
  it('makes the page need its chunk, by the name the build gives it', () => {
    const page = definePage({ match: { contentTypeId: 'recipe' }, component: lazyPage('recipePage', () => Promise.resolve(Recipe)) });
    expect(page.id).toBe('recipe');
    expect(page.chunks?.map((chunk) => chunk.name)).toEqual(['recipePage']);
  });

  it('renders the component once its chunk is loaded, and waits for it before', async () => {
    const page = definePage({ match: { contentTypeId: 'recipe' }, component: lazyPage('recipePage', () => Promise.resolve(Recipe)) });
    const Page = page.component;
    const html = () =>
      renderToString(
        <Suspense fallback={<p>Loading…</p>}>
          <Page entry={entry} />
        </Suspense>,
      );
    expect(html()).toContain('Loading…');
    await page.chunks?.[0].chunk.load();
    expect(html()).toContain('<h1>Nettle soup</h1>');
  });

  it('leaves a plain component as it is, with no chunk', () => {
    const page = definePage({ match: { path: '/recipes' }, id: 'recipes', component: () => <h1>Recipes</h1> });
    expect(page.chunks ?? []).toEqual([]);
  });
});
