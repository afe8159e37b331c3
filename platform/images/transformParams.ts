// The Contensis Image API's query parameters, as far as the local platform supports them (platform/README.md,
// "Image transformations"). Parsing is strict: a value the platform would have to guess at is a 400, naming the
// parameter, rather than an image that silently differs from the one asked for.

export type FitMode = 'max' | 'contain' | 'fill' | 'stretch' | 'crop' | 'crop-top' | 'crop-bottom' | 'crop-left' | 'crop-right';
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export type FlipMode = 'horizontal' | 'vertical' | 'both';

export interface ImageTransform {
  width?: number;
  height?: number;
  fit?: FitMode;
  format?: OutputFormat;
  quality?: number;
  rotate?: number;
  flip?: FlipMode;
  blur?: number;
  grayscale?: boolean;
  /** `#rrggbbaa`, lower case. */
  background?: string;
}

/** A transformation parameter the platform cannot honour; the message names it. */
export class TransformParamError extends Error {
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.name = 'TransformParamError';
    this.parameter = parameter;
  }
}

export const MAX_DIMENSION = 4000;

const FIT_ALIASES: Record<string, FitMode> = {
  max: 'max',
  contain: 'contain',
  fill: 'fill',
  stretch: 'stretch',
  crop: 'crop',
  'crop-top': 'crop-top',
  'crop-t': 'crop-top',
  'crop-bottom': 'crop-bottom',
  'crop-b': 'crop-bottom',
  'crop-left': 'crop-left',
  'crop-l': 'crop-left',
  'crop-right': 'crop-right',
  'crop-r': 'crop-right',
};
const FORMATS: Record<string, OutputFormat> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };
const FLIPS: Record<string, FlipMode> = {
  h: 'horizontal',
  horizontal: 'horizontal',
  v: 'vertical',
  vertical: 'vertical',
  b: 'both',
  both: 'both',
};

/** Long names and the short names Contensis documents for them; the key is what the error message names. */
const NAMES: Record<string, keyof ImageTransform | 'effect' | 'unsupported'> = {
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  fit: 'fit',
  f: 'format',
  format: 'format',
  q: 'quality',
  quality: 'quality',
  r: 'rotate',
  rotate: 'rotate',
  flip: 'flip',
  b: 'blur',
  blur: 'blur',
  e: 'effect',
  effect: 'effect',
  bg: 'background',
  background: 'background',
  crop: 'unsupported',
  fp: 'unsupported',
};

function wholeNumber(name: string, value: string, min: number, max: number): number {
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new TransformParamError(name, `The image parameter "${name}" must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return Number(value);
}

function oneOf<T>(name: string, value: string, allowed: Record<string, T>): T {
  const found = Object.hasOwn(allowed, value.toLowerCase()) ? allowed[value.toLowerCase()] : undefined;
  if (found === undefined) {
    throw new TransformParamError(name, `The image parameter "${name}" must be one of ${Object.keys(allowed).join(', ')}, not "${value}"`);
  }
  return found;
}

function hexColour(name: string, value: string): string {
  const hex = value.replace(/^#/, '').toLowerCase();
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(hex)) {
    throw new TransformParamError(name, `The image parameter "${name}" must be a hex colour of 3, 4, 6 or 8 digits, not "${value}"`);
  }
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${full.length === 6 ? `${full}ff` : full}`;
}

function applyParameter(transform: ImageTransform, name: string, value: string): void {
  switch (NAMES[name]) {
    case 'width':
      transform.width = wholeNumber(name, value, 1, MAX_DIMENSION);
      return;
    case 'height':
      transform.height = wholeNumber(name, value, 1, MAX_DIMENSION);
      return;
    case 'fit':
      transform.fit = oneOf(name, value, FIT_ALIASES);
      return;
    case 'format':
      transform.format = oneOf(name, value, FORMATS);
      return;
    case 'quality':
      transform.quality = wholeNumber(name, value, 1, 100);
      return;
    case 'rotate':
      transform.rotate = wholeNumber(name, value, 1, 359);
      return;
    case 'flip':
      transform.flip = oneOf(name, value, FLIPS);
      return;
    case 'blur':
      transform.blur = wholeNumber(name, value, 1, 100);
      return;
    case 'effect':
      transform.grayscale = oneOf(name, value, { grayscale: true });
      return;
    case 'background':
      transform.background = hexColour(name, value);
      return;
    default:
      throw new TransformParamError(name, `The image parameter "${name}" is not supported by the local platform`);
  }
}

/**
 * The transformation a query string asks for, or null when it names none (the original is then served).
 * Parameter names are case-insensitive; parameters the Image API does not define are ignored (cache busters,
 * tokens); a parameter given twice, under either of its names, is refused.
 */
export function parseTransform(search: string): ImageTransform | null {
  const transform: ImageTransform = {};
  const seen = new Map<string, string>();
  for (const [rawName, value] of new URLSearchParams(search)) {
    const name = rawName.toLowerCase();
    if (!Object.hasOwn(NAMES, name)) continue;
    const meaning = NAMES[name];
    const earlier = seen.get(meaning === 'unsupported' ? name : meaning);
    if (earlier !== undefined) {
      throw new TransformParamError(name, `The image parameter "${name}" is given more than once (also as "${earlier}")`);
    }
    seen.set(meaning === 'unsupported' ? name : meaning, name);
    applyParameter(transform, name, value);
  }
  return seen.size > 0 ? transform : null;
}

const KEY_ORDER: readonly (keyof ImageTransform)[] = [
  'width',
  'height',
  'fit',
  'rotate',
  'flip',
  'blur',
  'grayscale',
  'background',
  'format',
  'quality',
];

/** One spelling per transformation (`width=480&f=webp` and `format=webp&w=480` are the same variant). */
export function canonicalTransform(transform: ImageTransform): string {
  return KEY_ORDER.filter((key) => transform[key] !== undefined)
    .map((key) => `${key}=${String(transform[key])}`)
    .join('&');
}
