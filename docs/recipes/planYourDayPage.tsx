// site/pages/planYourDay.tsx: a page at a fixed address that no editor made, shown with the section it belongs to.
import { definePage, Link, titleOf, type PageProps } from '../../src/app';

/** `entry` is the entry of the node at /visit (match.node below), or null when there is none. */
function PlanYourDay({ entry }: PageProps) {
  return (
    <article className="page page--plan">
      <header className="page-header">
        <h1>Plan your day</h1>
        {entry?.sys.uri ? (
          <p className="lead">
            Part of <Link to={entry.sys.uri}>{titleOf(entry)}</Link>.
          </p>
        ) : null}
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
    // Also load the node at the first segment of the address (/visit), its entry and its ancestors (the breadcrumb).
    node: { from: 'level', level: 1 },
  },
  title: 'Plan your day',
  description: 'A suggested route around the garden for a first visit.',
  component: PlanYourDay,
});
