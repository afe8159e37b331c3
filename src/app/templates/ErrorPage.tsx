import { useAppSelector } from '../hooks';
import { Link } from '../../features/routing';

export function ErrorPage() {
  const { statusCode, error } = useAppSelector((state) => state.routing);
  return (
    <article className="page page--error">
      <h1>{statusCode} Something went wrong</h1>
      <p>We could not show this page just now. Please try again in a moment.</p>
      {error?.message ? <p className="error-detail">{error.message}</p> : null}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </article>
  );
}
