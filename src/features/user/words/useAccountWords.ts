import { useMemo } from 'react';
import { useWordsContext, type Translate } from '../../../lib/i18n';
import type { AccountWordId } from './accountWords';

/**
 * The account pages' words in the page's language: `t('signInTitle')`. The same function while the page's words
 * stay the same, so what is made from it (a form's fields) can be kept between renders.
 */
export function useAccountWords(): Translate<AccountWordId> {
  const { t } = useWordsContext('account');
  return useMemo(() => (id, values) => t(`account.${id}`, values), [t]);
}
