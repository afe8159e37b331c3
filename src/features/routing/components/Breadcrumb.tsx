import { useWordsContext } from '../../../lib/i18n';
import { useSelector } from '../../../lib/render';
import { selectBreadcrumb, type WithRouting } from '../selectors';
import { Link } from './Link';

/** Ancestors followed by the current node; hidden on the home page. */
export function Breadcrumb() {
  const trail = useSelector((state: WithRouting) => selectBreadcrumb(state));
  const { t } = useWordsContext('shell');
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label={t('shell.breadcrumb')}>
      <ol>
        {trail.map((node, index) =>
          index === trail.length - 1 ? (
            <li key={node.id} aria-current="page">
              {node.displayName}
            </li>
          ) : (
            <li key={node.id}>
              <Link to={node.path}>{node.displayName}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
