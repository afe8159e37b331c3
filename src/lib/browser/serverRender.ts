/**
 * Whether this process renders without a document (the server). Hooks a server render has no use for are chosen
 * by it once per process, so each side calls the same hooks on every render (docs/decisions.md).
 */
export const RENDERS_ON_SERVER = typeof document === 'undefined';
