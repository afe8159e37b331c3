import {
  Composer,
  InPage,
  Lead,
  MiniList,
  SectionNav,
  composerItems,
  hasItems,
  textInPage,
  titleOf,
  useAppSelector,
  useContentLinks,
  type EntryPageProps,
  type RouteNode,
} from '../../src/app';
import type { ContentPageEntry } from '../contentTypes';
import { SiteText } from '../words/SiteText';

const NO_NODES: RouteNode[] = [];

// The body and the section lists are each drawn from one value (InPage), so the server may leave those values
// out of the page's inline state.
export function ContentPage({ entry }: EntryPageProps<ContentPageEntry>) {
  const children = useAppSelector((state) => state.routing.currentNode?.children ?? NO_NODES);
  const siblings = useAppSelector((state) => state.routing.currentNodeSiblings);
  const ancestors = useAppSelector((state) => state.routing.currentNodeAncestors);
  const onNavigate = useContentLinks();
  // Top-level pages' siblings are the main menu already: only deeper pages list them.
  const parent = ancestors.length >= 2 ? ancestors[ancestors.length - 1] : null;
  const hasSideNav = parent !== null && hasItems(siblings);
  return (
    <article className={hasSideNav ? 'page page--content page--with-aside' : 'page page--content'}>
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        <Lead value={textInPage(entry, 'summary')} />
      </header>
      <div className="page-body">
        <InPage value={entry.body} className="composer" onNavigate={onNavigate}>
          {(body) => <Composer items={composerItems(body)} onNavigate={onNavigate} />}
        </InPage>
        <InPage value={children} onNavigate={onNavigate}>
          {(nodes) => (
            <SectionNav heading={<SiteText id="inThisSection" />} nodes={nodes} withDescriptions className="section-nav--children" />
          )}
        </InPage>
        {/* News on the page's topics (src/app/search/relatedTopics.ts); nothing at all when there is none. */}
        <MiniList id="relatedNews" title={<SiteText id="relatedNews" />} more={{ href: '/news', label: <SiteText id="allNews" /> }} />
      </div>
      {parent && hasSideNav ? (
        <InPage value={siblings} className="page-aside" onNavigate={onNavigate}>
          {(nodes) => (
            <SectionNav
              heading={<SiteText id="moreIn" values={{ section: parent.displayName }} />}
              nodes={nodes}
              className="section-nav--siblings"
            />
          )}
        </InPage>
      ) : null}
    </article>
  );
}
