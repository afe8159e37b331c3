// Image transformations (the Contensis Image API's query parameters) for the pack's raster images.

export { ImageVariants, VARIANT_CONTENT_TYPES } from './imageVariants';
export type { ImageVariant, ImageVariantsOptions } from './imageVariants';
export { ImageInputError, resizeFor, transformWithSharp } from './transformImage';
export type { ImageTransformer, TransformedImage, TransformLimits, VariantFormat } from './transformImage';
export { canonicalTransform, MAX_DIMENSION, parseTransform, TransformParamError } from './transformParams';
export type { FitMode, FlipMode, ImageTransform, OutputFormat } from './transformParams';
export { QueueFullError, TransformQueue } from './transformQueue';
