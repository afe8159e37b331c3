import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { Provider } from 'react-redux';
import { MainMenu } from '../features/navigation';
import { Breadcrumb, Link, LoadingIndicator, selectContentLanguage, selectInnerPath } from '../features/routing';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AccountStatus } from '../features/user';
import { useAppSelector } from './hooks';
import { pageTitle, siteName as selectSiteName } from './pageTitle';
import { RouteView } from './RouteView';
import { PageLanguageContext, RENDERS_ON_SERVER } from '../lib/render';
import { LocationBridge } from './router/LocationBridge';
import { PreviewBanner } from './PreviewBanner';
import type { Site } from './site/defineSite';
import { SiteContext, useSite } from './site/siteContext';
import { SiteSearchForm } from './search/SiteSearchForm';
import { useScrollAndFocus } from './router/useScrollAndFocus';
import { useWords, WordsProvider } from './words';
import type { Store } from 'redux';
import type { RootState } from './rootReducer';

/**
 * Scroll and focus on history moves, in a component of its own: the history entry changes with every location
 * event, and re-rendering the shell for it would re-render the whole page (right after hydration, too).
 */
function ScrollAndFocus({ main }: { main: RefObject<HTMLElement | null> }) {
  useScrollAndFocus(main);
  return null;
}

function Shell() {
  const site = useSite();
  const t = useWords();
  // Node paths have no language prefix: the menu compares them with the path without it.
  const currentPath = useAppSelector(selectInnerPath);
  const language = useAppSelector((state) => state.routing.language);
  const languages = useAppSelector((state) => state.routing.languages);
  const hostname = useAppSelector((state) => state.routing.currentHostname);
  const contentLanguage = useAppSelector(selectContentLanguage);
  const pageLanguage = useMemo(() => ({ language, languages, hostname }), [language, languages, hostname]);
  const siteName = useAppSelector(selectSiteName);
  const title = useAppSelector((state) => pageTitle(site, state));
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageLanguageContext value={pageLanguage}>
      {/* A native in-page link, working before hydration too; the router sees a hash-only move and loads nothing. */}
      <a className="skip-link" href="#main">
        {t('shell.skipLink')}
      </a>
      <LoadingIndicator />
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-name">
            {siteName}
          </Link>
          <MainMenu currentPath={currentPath} linkComponent={Link} choose={site.menu} label={t('shell.mainMenu')} />
          {site.hasSearch ? <SiteSearchForm /> : null}
          <AccountStatus
            linkComponent={Link}
            words={{ signIn: t('shell.signIn'), signedInAs: t('shell.signedInAs'), signOut: t('shell.signOut') }}
          />
          <LanguageSwitcher />
        </div>
        <PreviewBanner />
      </header>
      <div className="site-body">
        <Breadcrumb />
        {/* A page without a variation in its language shows the primary's content, marked as in that language. */}
        <main id="main" ref={main} tabIndex={-1} lang={contentLanguage ?? undefined}>
          {contentLanguage ? (
            <p className="missing-variation" lang={language}>
              {t('shell.missingVariationNote', {
                language: languages.names[language] ?? language,
                contentLanguage: languages.names[contentLanguage] ?? contentLanguage,
              })}
            </p>
          ) : null}
          <RouteView />
        </main>
      </div>
      <footer className="site-footer">
        <p>{t('shell.footer', { siteName })}</p>
      </footer>
      {/* Last: its layout effects run after the page's, as the shell's own did. */}
      <ScrollAndFocus main={main} />
    </PageLanguageContext>
  );
}

/** The whole page. The entry point puts it inside a router: BrowserRouter in the browser, StaticRouter on the server. */
export function App({ store, site }: { store: Store<RootState>; site: Site }) {
  return (
    <Provider store={store}>
      <SiteContext value={site}>
        {/* It acts only in effects, which a server render never runs: not drawn there (its place in the tree kept). */}
        {RENDERS_ON_SERVER ? null : <LocationBridge />}
        <WordsProvider>
          <Shell />
        </WordsProvider>
      </SiteContext>
    </Provider>
  );
}
