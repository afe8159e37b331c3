import { useAppSelector } from '../hooks';
import { Link } from '../../features/routing';

/** Titled with the status code and 'Page Not Found', plus the status text when there is one. */
export function NotFoundPage() {
  const { statusCode, statusText, currentPath } = useAppSelector((state) => state.routing);
  return (
    <article className="page page--error">
      <h1>
        {statusCode} Page Not Found{statusText ? ` – ${statusText}` : ''}
      </h1>
      <p>
        We could not find <code>{currentPath}</code>. It may have moved, or the address may be mistyped.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </article>
  );
}
