// `sizes` for each place the core's parts show an image, read from the layout in src/app/styles/trellis.css: the content
// column is the viewport less its padding (1rem a side, 1.5rem from 48em) and at most 72rem less that padding.
// The browser picks the srcset candidate from these before any CSS has loaded, so they err slightly large.

export const IMAGE_SIZES = {
  /** The whole content column (a banner image). */
  wide: '(min-width: 72rem) 69rem, (min-width: 48em) calc(100vw - 3rem), calc(100vw - 2rem)',
  /** A figure in the reading column (lead images, composer images): at most the 70ch measure (about 50rem). */
  measure: '(min-width: 48em) 51rem, calc(100vw - 2rem)',
  /** A card's picture in a card list: one column, then two from 37.25rem, then two or three (24rem at most). */
  card: '(min-width: 64em) 24rem, (min-width: 37.25rem) calc(50vw - 1.625rem), calc(100vw - 2rem)',
} as const;
