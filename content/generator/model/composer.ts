// Composer block builders for contentPage bodies.
import type { ComposerItem, Image, Quote } from '../../../contract';

export const heading = (value: string): ComposerItem<string> => ({ type: 'heading', value });
export const markup = (value: string): ComposerItem<string> => ({ type: 'markup', value });
export const imageBlock = (value: Image): ComposerItem<Image> => ({ type: 'image', value });
export const quoteBlock = (text: string, source: string): ComposerItem<Quote> => ({ type: 'quote', value: { text, source } });
