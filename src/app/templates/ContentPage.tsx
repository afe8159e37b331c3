import { Composer } from '../../components';
import type { RouteNode } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { SectionNav } from './SectionNav';
import { composer, text, titleOf } from './fields';
import type { EntryTemplateProps } from './types';
import { useContentLinks } from './useContentLinks';

const NO_NODES: RouteNode[] = [];

export function ContentPage({ entry }: EntryTemplateProps) {
  const children = useAppSelector((state) => state.routing.currentNode?.children ?? NO_NODES);
  const siblings = useAppSelector((state) => state.routing.currentNodeSiblings);
  const ancestors = useAppSelector((state) => state.routing.currentNodeAncestors);
  const onNavigate = useContentLinks();
  const summary = text(entry, 'summary');
  // Top-level pages' siblings are the main menu already: only deeper pages list them.
  const parent = ancestors.length >= 2 ? ancestors[ancestors.length - 1] : null;
  const hasSideNav = parent !== null && siblings.length > 0;

  return (
    <article className={hasSideNav ? 'page page--content page--with-aside' : 'page page--content'}>
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        {summary ? <p className="lead">{summary}</p> : null}
      </header>
      <div className="page-body">
        <Composer items={composer(entry, 'body')} onNavigate={onNavigate} />
        <SectionNav heading="In this section" nodes={children} withDescriptions className="section-nav--children" />
      </div>
      {parent && hasSideNav ? (
        <SectionNav heading={`More in ${parent.displayName}`} nodes={siblings} className="section-nav--siblings" />
      ) : null}
    </article>
  );
}
