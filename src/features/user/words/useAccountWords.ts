import { useWordsContext, type Translate } from '../../../lib/i18n';
import type { AccountWordId } from './accountWords';

/** The account pages' words in the page's language: `t('signInTitle')`. */
export function useAccountWords(): Translate<AccountWordId> {
  const { t } = useWordsContext('account');
  return (id, values) => t(`account.${id}`, values);
}
