export type { AreaMessageId, MessageId, SiteWordsConfig, WordArea, Words } from './catalogue';
export { useWords, useWordsLanguage } from './useWords';
export { WordsProvider } from './WordsProvider';
export { wordFromState } from './stateWords';
export { wordsFor, type ServerWords } from './wordsFor';
