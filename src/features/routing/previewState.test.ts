import type { Entry } from '../../lib/delivery/types';
import { entryEditedLive, previewOptionsSet, projectTargeted, routeResolved, routingReducer, signedPreviewShown } from './slice';
import type { RoutingState } from './types';

const entry = (id: string, title: string): Entry => ({
  sys: { id, contentTypeId: 'contentPage', dataFormat: 'entry', language: 'en-GB', uri: `/${id}` },
  title,
});

/** The routing state of a page showing `shown`, a preview or not, with these preview options. */
function pageState(shown: Entry, isPreview: boolean, liveOrigins: string[] | null): RoutingState {
  let state = routingReducer(undefined, { type: 'init' });
  state = routingReducer(state, projectTargetedLatest());
  if (liveOrigins) state = routingReducer(state, previewOptionsSet({ shareLink: null, liveOrigins }));
  return routingReducer(
    state,
    routeResolved({
      path: '/x',
      entry: shown,
      node: null,
      ancestors: [],
      siblings: [],
      parentId: null,
      staticRoute: null,
      requireLogin: null,
      isPreview,
    }),
  );
}

const projectTargetedLatest = () =>
  projectTargeted({ project: 'website', allowedGroups: [], hostname: 'localhost', versionStatus: 'latest' });

describe('live preview in the routing state', () => {
  it('shows the edited entry on a preview that admits live preview, and says it is live', () => {
    const state = routingReducer(
      pageState(entry('a', 'Old'), true, ['https://cms.example.org']),
      entryEditedLive({ entry: entry('a', 'New') }),
    );
    expect(state.entry?.title).toBe('New');
    expect(state.preview?.live).toBe(true);
  });

  it('ignores an edited entry anywhere else: another entry, an ordinary page, a preview without live preview', () => {
    const cases = [
      pageState(entry('a', 'Old'), true, ['https://cms.example.org']),
      pageState(entry('a', 'Old'), false, ['https://cms.example.org']),
      pageState(entry('a', 'Old'), true, null),
      pageState(entry('a', 'Old'), true, []),
    ];
    const edits = [entry('b', 'Other'), entry('a', 'New'), entry('a', 'New'), entry('a', 'New')];
    cases.forEach((state, index) => {
      const next = routingReducer(state, entryEditedLive({ entry: edits[index] }));
      expect(next.entry?.title).toBe('Old');
      expect(next.preview?.live ?? false).toBe(false);
    });
  });

  it('is no longer live once another page is shown', () => {
    let state = routingReducer(
      pageState(entry('a', 'Old'), true, ['https://cms.example.org']),
      entryEditedLive({ entry: entry('a', 'New') }),
    );
    state = routingReducer(
      state,
      routeResolved({
        path: '/y',
        entry: entry('c', 'Next'),
        node: null,
        ancestors: [],
        siblings: [],
        parentId: null,
        staticRoute: null,
        requireLogin: null,
      }),
    );
    expect(state.preview?.live).toBe(false);
  });
});

describe('a signed preview', () => {
  it('leaves the site around it published once its page is shown', () => {
    const state = routingReducer(pageState(entry('a', 'Draft'), true, []), signedPreviewShown());
    expect(state.versionStatus).toBe('published');
    expect(state.preview?.signed).toBe(true);
  });
});
