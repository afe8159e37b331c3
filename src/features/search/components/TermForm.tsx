import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSelector } from '../../../lib/render';
import { selectSearchTerm, type WithSearch } from '../selectors';
import { searchTermChanged } from '../slice';
import { useSearchNavigation } from '../useSearchNavigation';
import { useSearchWords } from '../words/useSearchWords';

/** Quiet time after a keystroke before the results follow what was typed. */
export const TYPING_DEBOUNCE_MS = 300;

export interface TermFormProps {
  /** The form the page's other controls join (`form` attribute), so a plain submit sends them all. */
  formId: string;
  /** Where the plain form goes (the facet's or listing's path). */
  action: string;
  label: string;
  /** Query parameters of the page that are not the search's own (a project choice): kept by a plain submit. */
  hidden: [string, string][];
}

/**
 * The term box. Without JavaScript it is a plain GET form. With it, results follow the visitor's typing
 * (debounced): the first search of a burst of typing adds a history entry, the following ones replace it, so
 * back returns to the search before the typing rather than through every prefix. Enter searches at once.
 */
export function TermForm({ formId, action, label, hidden }: TermFormProps) {
  const { value, onChange, onSubmit, endBurst } = useTypedSearch();
  const t = useSearchWords();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useTermTypedWhileHydrating(input, value, onChange);

  return (
    <form id={formId} className="search-term" role="search" aria-label={label} method="get" action={action} onSubmit={onSubmit}>
      <label className="search-term__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="search-term__row">
        <input
          ref={input}
          id={inputId}
          className="search-term__input"
          type="search"
          name="term"
          value={value}
          autoComplete="off"
          spellCheck={false}
          maxLength={256}
          onChange={(event) => onChange(event.target.value)}
          onBlur={endBurst}
        />
        <button type="submit" className="button">
          {t('termLabel')}
        </button>
      </div>
      {hidden.map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
    </form>
  );
}

/** The box's text and the searches it makes: debounced while typing, at once on Enter, one history entry a burst. */
function useTypedSearch() {
  const term = useSelector((state: WithSearch) => selectSearchTerm(state));
  const act = useSearchNavigation();
  const [value, setValue] = useState(term);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A search of this burst of typing already added its history entry. */
  const pushed = useRef(false);
  /** The term this box last searched for: the state coming back with it is its own echo. */
  const sent = useRef(term);

  // The term changed elsewhere (back/forward, a link, a cleared search): show it, and drop what was pending.
  useEffect(() => {
    if (term === sent.current) return;
    sent.current = term;
    clearPending(timer);
    pushed.current = false;
    setValue(term);
  }, [term]);

  useEffect(() => () => clearPending(timer), []);

  const search = (text: string) => {
    clearPending(timer);
    const next = text.trim();
    if (next === term) return;
    sent.current = next;
    act(searchTermChanged({ term: next }), { replace: pushed.current });
    pushed.current = true;
  };

  const onChange = (text: string) => {
    setValue(text);
    clearPending(timer);
    timer.current = setTimeout(() => search(text), TYPING_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
    pushed.current = false;
  };

  const endBurst = () => {
    pushed.current = false;
  };
  return { value, onChange, onSubmit, endBurst };
}

/**
 * Text typed before the box hydrated: the browser kept it but searched nothing (the page's script was not running
 * yet). Once hydrated (this runs on mount), a box whose text differs from the term it was drawn with is taken as
 * the visitor's typing. Later the box follows its state, so this finds nothing more.
 */
function useTermTypedWhileHydrating(input: RefObject<HTMLInputElement | null>, value: string, onChange: (text: string) => void) {
  const first = useRef({ value, onChange });
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onChange(typed);
  }, [input]);
}

function clearPending(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}
