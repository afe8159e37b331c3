export { ErrorSummary } from './ErrorSummary';
export type { SummaryError } from './ErrorSummary';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
