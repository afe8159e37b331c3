import { useWordsContext } from '../../../lib/i18n';
import { useSelector } from '../../../lib/render';
import { selectIsLoading, type WithRouting } from '../selectors';

/** A thin progress bar and a polite status message while a client-side page load is under way. */
export function LoadingIndicator() {
  const isLoading = useSelector((state: WithRouting) => selectIsLoading(state));
  const { t } = useWordsContext('shell');
  return (
    <>
      <div className={isLoading ? 'loading-bar loading-bar--active' : 'loading-bar'} aria-hidden="true" />
      <p className="visually-hidden" role="status" aria-live="polite">
        {isLoading ? t('shell.loading') : ''}
      </p>
    </>
  );
}
