// Shared UI with no feature knowledge: anything app-specific (links, navigation) comes in as props.
export { Card } from './Card';
export type { CardLinkComponent, CardProps } from './Card';
export { CardList } from './CardList';
export { Composer, ComposerBlocks } from './Composer';
export { DateRange } from './DateRange';
export { DateText } from './DateText';
export { FactList } from './FactList';
export type { Fact } from './FactList';
export { Figure } from './Figure';
export { Image } from './Image';
export type { ImageProps } from './Image';
export { imageSource, isImageValue } from './imageSource';
export { Markup } from './Markup';
export { hasItems, IN_PAGE_MARKER, InPage, InPageContext, InPageValues, isInPage, leaveInPage } from './inPage';
export type { InPageMarker, InPageProps, InPageValue } from './inPage';
export { delegatedLinkClick } from './linkClicks';
export { sanitizeHtml } from './sanitizeHtml';
