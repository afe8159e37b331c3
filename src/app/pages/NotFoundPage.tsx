import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';

/** Titled with the status code and 'Page Not Found', plus the status text when there is one. */
export function NotFoundPage() {
  const { statusCode, statusText, currentPath } = useAppSelector((state) => state.routing);
  const { words } = useSite();
  const [before, after = ''] = words.notFoundBody.split('{path}');
  return (
    <article className="page page--error">
      <h1>
        {statusCode} {words.notFoundTitle}
        {statusText ? ` – ${statusText}` : ''}
      </h1>
      <p>
        {before}
        <code>{currentPath}</code>
        {after}
      </p>
      <p>
        <Link to="/">{words.homeLink}</Link>
      </p>
    </article>
  );
}
