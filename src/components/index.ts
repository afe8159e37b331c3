// Shared UI with no feature knowledge: anything app-specific (links, navigation) comes in as props.
export { Card } from './Card';
export type { CardLinkComponent, CardProps } from './Card';
export { CardList } from './CardList';
export { Composer } from './Composer';
export { DateRange } from './DateRange';
export { DateText } from './DateText';
export { FactItem, FactList } from './FactList';
export type { Fact } from './FactList';
export { Figure } from './Figure';
export { Highlight } from './Highlight';
export { Image } from './Image';
export type { ImageProps } from './Image';
export { IMAGE_SIZES } from './imageSizes';
export { isImageValue } from './imageSource';
export { Markup } from './Markup';
export { loadSanitizer } from './sanitizer';
export { hasItems, InPage, InPageContext, InPageValues, isInPage, leaveInPage } from './inPage';
export type { InPageMarker, InPageValue } from './inPage';
