import type { Node } from '../../lib/delivery/types';
import { initialNavigationState, navigationReducer, navigationTreeFailed, navigationTreeLoaded, toNavigationNode } from './slice';
import { selectMenuItems } from './selectors';

function node(id: string, path: string, includeInMenu: boolean, children: Node[] = []): Node {
  return {
    id,
    path,
    includeInMenu,
    children,
    projectId: 'website',
    slug: id,
    displayName: `Name of ${id}`,
    language: 'en-GB',
    childCount: children.length,
    entry: { sys: { id: `e-${id}`, contentTypeId: 'contentPage', dataFormat: 'entry', language: 'en-GB', uri: path } },
    isCanonical: true,
    version: { versionNo: '1.0' },
  };
}

const tree = node('root', '/', true, [
  node('news', '/news', true, [node('story', '/news/story', false)]),
  node('about', '/about', true, [node('history', '/about/history', true)]),
  node('privacy', '/privacy', false),
]);

describe('navigation tree', () => {
  it('is not ready until loaded, then keeps only menu nodes with their links', () => {
    expect(initialNavigationState.isReady).toBe(false);
    const state = navigationReducer(initialNavigationState, navigationTreeLoaded(toNavigationNode(tree)));
    expect(state.isReady).toBe(true);
    expect(state.root?.children?.map((n) => n.path)).toEqual(['/news', '/about']);
    expect(state.root?.children?.[0]).toEqual({ path: '/news', displayName: 'Name of news' });
    expect(state.root?.children?.[1].children).toEqual([{ path: '/about/history', displayName: 'Name of history' }]);
    expect(selectMenuItems({ navigation: state }).map((n) => n.displayName)).toEqual(['Name of news', 'Name of about']);
  });

  it('records a failure with its message', () => {
    expect(navigationReducer(initialNavigationState, navigationTreeFailed({ message: 'Boom' })).error).toEqual({
      isError: true,
      message: 'Boom',
    });
  });
});
