export { cleanPath, needsCleaning } from './cleanPath';
export { formatLocation, parseLocation, safeLocalPath, withQuery } from './location';
export type { AppLocation } from './location';
export { resolveLink } from './resolveLink';
export type { ResolvedLink } from './resolveLink';
export { isLocalHostname } from './hosts';
export {
  languageSettings,
  localiseLink,
  pathInLanguage,
  resolveLanguage,
  sameLanguage,
  singleLanguage,
  supportedLanguage,
} from './languages';
export type { LanguageOptions, LanguageSettings, ResolvedLanguage } from './languages';
