import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { useWords } from '../words';

// Stands for the path in the formatted sentence, so the path itself can be drawn as code.
const PATH = '\uE000';

/** Titled with the status code and 'Page Not Found', plus the status text when there is one. */
export function NotFoundPage() {
  const { statusCode, statusText, currentPath } = useAppSelector((state) => state.routing);
  const t = useWords('errors');
  const [before, after = ''] = t('errors.notFoundBody', { path: PATH }).split(PATH);
  return (
    <article className="page page--error">
      <h1>
        {statusCode} {t('errors.notFoundTitle')}
        {statusText ? ` – ${statusText}` : ''}
      </h1>
      <p>
        {before}
        <code>{currentPath}</code>
        {after}
      </p>
      <p>
        <Link to="/">{t('errors.homeLink')}</Link>
      </p>
    </article>
  );
}
