// `sizes` of the demo's own images (its styles in site/styles/site.css fix their widths).

/** A person's round photo on a card. */
export const CARD_PORTRAIT_SIZES = '7rem';
/** A person's round photo at the head of their page. */
export const PORTRAIT_SIZES = '10rem';
