import { useId, type FormEvent } from 'react';
import { useClickNavigation, usePageLanguage } from '../../lib/render';
import { localiseLink } from '../../lib/url/languages';
import { useSite } from '../site/siteContext';
import { useWords } from '../words';

/**
 * The header's search box: a plain GET form to the search page in the page's language (so it works without
 * JavaScript); with JavaScript it navigates client-side. Kept tiny: it is on every page, and the search code is a chunk of its own.
 */
export function SiteSearchForm() {
  const { searchPath } = useSite();
  const t = useWords();
  // Not the router's navigate: that draws this box again at every navigation (React sets an input's type and name
  // again at each draw, and the browser restyles it), when nothing it shows has changed.
  const navigation = useClickNavigation();
  const id = useId();
  const page = usePageLanguage();
  const action = page ? localiseLink(page.languages, page.language, searchPath) : searchPath;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('term') ?? '').trim();
    navigation.go(term ? `${action}?term=${encodeURIComponent(term)}` : action);
  };
  return (
    <form className="site-search" role="search" aria-label={t('shell.searchRegion')} method="get" action={action} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('shell.searchLabel')}
      </label>
      <input id={id} className="site-search__input" type="search" name="term" autoComplete="off" maxLength={256} />
      <button type="submit" className="site-search__button">
        {t('shell.searchButton')}
      </button>
    </form>
  );
}
