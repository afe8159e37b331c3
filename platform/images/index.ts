// Image transformations (the Contensis Image API's query parameters) for the pack's raster images.

export { ImageVariants, VARIANT_CONTENT_TYPES } from './image-variants';
export type { ImageVariant, ImageVariantsOptions } from './image-variants';
export { ImageInputError, resizeFor, transformWithSharp } from './transform-image';
export type { ImageTransformer, TransformedImage, TransformLimits, VariantFormat } from './transform-image';
export { canonicalTransform, MAX_DIMENSION, parseTransform, TransformParamError } from './transform-params';
export type { FitMode, FlipMode, ImageTransform, OutputFormat } from './transform-params';
export { QueueFullError, TransformQueue } from './transform-queue';
