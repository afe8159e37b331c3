import { useId } from 'react';
import { InPage, PageLinks } from '../../components';
import { Link, type RouteNode } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { CHILD_LIST_PAGE_SIZE, childListPage, childListPageUrl } from './childListPaging';
import { nodeEntry } from '../fields';
import { useContentLinks } from '../useContentLinks';
import { useWords } from '../words';

const NO_NODES: RouteNode[] = [];

/**
 * The pages below a listing page whose entry names no listing the site knows (another site's content): their
 * titles and descriptions as links, a page at a time, with plain links between pages (no JavaScript needed).
 */
export function ChildListing() {
  const children = useAppSelector((state) => state.routing.currentNode?.children ?? NO_NODES);
  const path = useAppSelector((state) => state.routing.currentPath);
  const search = useAppSelector((state) => state.routing.location.search);
  const onNavigate = useContentLinks();
  return (
    <InPage value={children} onNavigate={onNavigate}>
      {(nodes) => <ChildList nodes={nodes} path={path} search={search} />}
    </InPage>
  );
}

function ChildList({ nodes, path, search }: { nodes: RouteNode[]; path: string; search: string }) {
  const headingId = useId();
  const t = useWords('lists');
  const { page, pageCount, total, items, pastEnd } = childListPage(nodes, search);
  if (total === 0) return <p className="empty">{t('lists.empty')}</p>;
  if (pastEnd) {
    return (
      <div className="empty child-list__past-end">
        <p>
          <strong>{t('lists.pastEnd', { page: String(page), pageCount })}</strong>{' '}
          <Link to={childListPageUrl(path, pageCount)}>{t('lists.lastPageLink')}</Link>
        </p>
      </div>
    );
  }
  const first = (page - 1) * CHILD_LIST_PAGE_SIZE + 1;
  return (
    <section className="child-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('lists.heading')}
      </h2>
      <p className="child-list__summary">
        {pageCount > 1
          ? t('lists.summaryRange', { first: String(first), last: String(first + items.length - 1), total: String(total) })
          : t('lists.summaryAll', { total })}
      </p>
      <ol className="child-list__items">
        {items.map((node) => {
          const entry = nodeEntry(node);
          return (
            <li key={node.id} className="child-list__item">
              <Link to={node.path}>{entry?.entryTitle ?? node.displayName}</Link>
              {entry?.entryDescription ? <p>{entry.entryDescription}</p> : null}
            </li>
          );
        })}
      </ol>
      <PageLinks
        label={t('lists.pagesOfList')}
        words={{
          previous: t('lists.previous'),
          next: t('lists.next'),
          pageSuffix: t('lists.pageSuffix'),
          pageNumber: (number) => t('lists.pageNumber', { page: String(number) }),
        }}
        current={page - 1}
        pageCount={pageCount}
        hrefOf={(index) => childListPageUrl(path, index + 1)}
        linkComponent={Link}
      />
    </section>
  );
}
