import { useId, type FormEvent } from 'react';
import { useNavigate } from '../../lib/render';
import { SEARCH_PATH } from './searchRoutes';

/**
 * The header's search box: a plain GET form to /search (so it works without JavaScript); with JavaScript
 * it navigates client-side. Kept tiny: it is on every page, and the search code is a chunk of its own.
 */
export function SiteSearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('term') ?? '').trim();
    navigate(term ? `${SEARCH_PATH}?term=${encodeURIComponent(term)}` : SEARCH_PATH);
  };
  return (
    <form className="site-search" role="search" aria-label="Site search" method="get" action={SEARCH_PATH} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        Search
      </label>
      <input id={id} className="site-search__input" type="search" name="term" autoComplete="off" maxLength={256} />
      <button type="submit" className="site-search__button">
        Search
      </button>
    </form>
  );
}
