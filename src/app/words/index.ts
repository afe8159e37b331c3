export type { AreaMessageId, MessageId, NoOwnWords, OwnWords, SiteWordsConfig, WordArea, Words } from './catalogue';
export { siteWordsHook } from './siteWordsHook';
export { useWords, useWordsLanguage } from './useWords';
export { WordsProvider } from './WordsProvider';
export { wordFromState } from './stateWords';
export { wordsFor, type ServerWords } from './wordsFor';
