import { selectAlternates } from '../features/routing';
import { pathInLanguage } from '../lib/url/languages';
import { useAppSelector } from './hooks';
import { useWords } from './words';

/**
 * The page in the project's other languages: plain links (they work without JavaScript, and a page in another
 * language loads whole, its shell's words and menus included), each named in its own language and marked with its
 * `hreflang` and `lang`. A page with no variation in a language links to that language's home page; a static page
 * (search, account) keeps its query, so a search and its filters stay. Drawn only when the project has more than
 * one language.
 */
export function LanguageSwitcher() {
  const t = useWords();
  const languages = useAppSelector((state) => state.routing.languages);
  const language = useAppSelector((state) => state.routing.language);
  const alternates = useAppSelector(selectAlternates);
  const search = useAppSelector((state) => (state.routing.staticRoute ? state.routing.location.search : ''));
  if (languages.supported.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('shell.languageSwitcherLabel')}>
      <ul>
        {languages.supported.map((other) => {
          const name = languages.names[other] ?? other;
          if (other === language) {
            return (
              <li key={other}>
                <span lang={other} aria-current="true">
                  {name}
                </span>
              </li>
            );
          }
          const variation = alternates.find((alternate) => alternate.language === other);
          const path = variation ? `${variation.path}${search}` : '/';
          return (
            <li key={other}>
              <a href={pathInLanguage(languages, other, path, language)} hrefLang={other} lang={other}>
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
