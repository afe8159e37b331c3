export { areaOf, type MessageValues, type ParsedMessage, type ParsedMessages, type Translate } from './messages';
export { formatMessage } from './formatMessage';
export { formatDate, formatNumber, formatPrice, formatTime } from './formats';
export { useWordsContext, WordsContext, wordsAccessOf, type WordsAccess } from './wordsContext';
