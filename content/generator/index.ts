// Public interface of the content pack generator.
export { generatePack, generatePackWithReport, PackOptionsError, smallestPack, type GenerateOptions, type PackReport } from './generate-pack';
export { DEFAULT_ENTRIES, DEFAULT_SEED, MAX_ENTRIES } from './plan';
export { DEMO_ACCESS_TOKEN, DEMO_CLIENT, DEMO_USERS } from './model/security';
