// site/pages/planYourDay.tsx: a page at a fixed address whose code the site owns and whose words editors may write.
import { definePage, text, titleOf, type PageProps } from '../../src/app';

/**
 * `entry`: the entry of the node at this page's own path (match.node below), when editors made one; null when not,
 * and the page still shows.
 */
function PlanYourDay({ entry }: PageProps) {
  const introduction = entry ? text(entry, 'summary') : null;
  return (
    <article className="page page--plan">
      <header className="page-header">
        <h1>{(entry && titleOf(entry)) || 'Plan your day'}</h1>
        {introduction ? <p className="lead">{introduction}</p> : null}
      </header>
      <ol>
        <li>Start at the Palm House while it is quiet.</li>
        <li>Lunch in the Orangery café.</li>
        <li>The woodland walk in the afternoon light.</li>
      </ol>
    </article>
  );
}

export default definePage({
  id: 'plan-your-day',
  // Static paths are matched before any content node; the pattern is path-to-regexp 8 (`/:param`, `{/:optional}`).
  match: {
    path: '/visit/plan-your-day',
    // Also load the node at this path (the path without its parameters), its entry and its ancestors (the breadcrumb).
    node: { from: 'routePath' },
  },
  // The document's title and description when no node's entry gives them.
  title: (state) => state.routing.entry?.entryTitle ?? 'Plan your day',
  description: (state) => state.routing.entry?.entryDescription ?? 'A suggested route around the garden for a first visit.',
  component: PlanYourDay,
});
