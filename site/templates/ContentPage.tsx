import {
  ChildListing,
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

/** The most pages beside this one the page lists (its module's listLimit); a longer list is a link to them. */
export const SIBLINGS_LISTED = 20;
/** More pages below this one than this are listed a page at a time (ChildListing), not as a section list. */
const CHILDREN_LISTED = 20;

// The body and the section lists are each drawn from one value (InPage), so the server may leave those values
// out of the page's inline state.
export function ContentPage({ entry }: EntryPageProps<ContentPageEntry>) {
  const children = useAppSelector((state) => state.routing.currentNode?.children ?? NO_NODES);
  const siblings = useAppSelector((state) => state.routing.currentNodeSiblings);
  const ancestors = useAppSelector((state) => state.routing.currentNodeAncestors);
  const childTotal = useAppSelector((state) => state.routing.currentNodeChildTotal);
  // A section longer than the page module's listLimit is counted, not loaded: the list links to it instead.
  const siblingTotal = useAppSelector((state) => state.routing.currentNodeSiblingTotal);
  const onNavigate = useContentLinks();
  // Top-level pages' siblings are the main menu already: only deeper pages list them.
  const parent = ancestors.length >= 2 ? ancestors[ancestors.length - 1] : null;
  const hasSideNav = parent !== null && (hasItems(siblings) || siblingTotal > 0);
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
        {childTotal > CHILDREN_LISTED ? (
          <ChildListing />
        ) : (
          <InPage value={children} onNavigate={onNavigate}>
            {(nodes) => (
              <SectionNav heading={<SiteText id="inThisSection" />} nodes={nodes} withDescriptions className="section-nav--children" />
            )}
          </InPage>
        )}
        {/* News on the page's topics (src/app/search/relatedTopics.ts); nothing at all when there is none. */}
        <MiniList id="relatedNews" title={<SiteText id="relatedNews" />} more={{ href: '/news', label: <SiteText id="allNews" /> }} />
      </div>
      {parent && hasSideNav ? (
        <InPage value={siblings} className="page-aside" onNavigate={onNavigate}>
          {(nodes) => (
            <SectionNav
              heading={<SiteText id="moreIn" values={{ section: parent.displayName }} />}
              nodes={nodes}
              total={siblingTotal}
              section={parent}
              className="section-nav--siblings"
            />
          )}
        </InPage>
      ) : null}
    </article>
  );
}
