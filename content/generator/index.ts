// Public interface of the content pack generator.
export { generatePack, generatePackWithReport, PackOptionsError, type GenerateOptions, type PackReport } from './generatePack';
export { DEFAULT_SEED } from './plan';
