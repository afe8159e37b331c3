import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { useWords } from '../words';

export function ErrorPage() {
  const { statusCode, error } = useAppSelector((state) => state.routing);
  const t = useWords('errors');
  return (
    <article className="page page--error">
      <h1>
        {statusCode} {t('errors.errorTitle')}
      </h1>
      <p>{t('errors.errorBody')}</p>
      {error?.message ? <p className="error-detail">{error.message}</p> : null}
      <p>
        <Link to="/">{t('errors.homeLink')}</Link>
      </p>
    </article>
  );
}
