import { Link } from '../../features/routing';
import { useAppSelector } from '../hooks';
import { useSite } from '../site/siteContext';

export function ErrorPage() {
  const { statusCode, error } = useAppSelector((state) => state.routing);
  const { words } = useSite();
  return (
    <article className="page page--error">
      <h1>
        {statusCode} {words.errorTitle}
      </h1>
      <p>{words.errorBody}</p>
      {error?.message ? <p className="error-detail">{error.message}</p> : null}
      <p>
        <Link to="/">{words.homeLink}</Link>
      </p>
    </article>
  );
}
