import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { useWords } from '../words';

export function ErrorPage() {
  const { statusCode, error } = useAppSelector((state) => state.routing);
  const t = useWords();
  return (
    <article className="page page--error">
      <h1>
        {statusCode} {t('shell.errorTitle')}
      </h1>
      <p>{t('shell.errorBody')}</p>
      {error?.message ? <p className="error-detail">{error.message}</p> : null}
      <p>
        <Link to="/">{t('shell.homeLink')}</Link>
      </p>
    </article>
  );
}
