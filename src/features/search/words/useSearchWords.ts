import { useWordsContext, type Translate } from '../../../lib/i18n';
import type { SearchWordId } from './searchWords';

/** The search UI's words in the page's language: `t('summaryAll', { total })`. */
export function useSearchWords(): Translate<SearchWordId> {
  const { t } = useWordsContext('search');
  return (id, values) => t(`search.${id}`, values);
}
