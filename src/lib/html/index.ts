export { escapeHtml } from './escapeHtml';
export { serializeForScript } from './serializeState';
