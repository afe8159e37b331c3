// What a server render does differently from the browser, in one place (serverRender.ts, docs/decisions.md).
export { RENDERS_ON_SERVER, startServerRendering, staticStore, useLinkClick, useNavigate, useSelector } from './serverRender';
export type { LinkClickHandler } from './serverRender';
export { takeShownAddress, useClickNavigation } from './clickNavigation';
export type { ClickNavigation } from './clickNavigation';
export { PageLanguageContext, usePageLanguage } from './pageLanguage';
export type { PageLanguage } from './pageLanguage';
