// Option shapes shared by the operations, and the small helpers every operation needs.
import type { ResolvedConfig } from './config';
import type { VersionStatus } from './types';

/** Options every call accepts. */
export interface CallOptions {
  /** Aborting rejects the call with 'Aborted'. */
  signal?: AbortSignal;
}

/** language falls back to the client's; versionStatus to the client's (only `latest` is sent). */
export interface LocalisedOptions extends CallOptions {
  language?: string;
  versionStatus?: VersionStatus;
}

export type FieldList = string | readonly string[];

export function projectPath(config: ResolvedConfig): string {
  return `/api/delivery/projects/${encodeURIComponent(config.projectId)}`;
}

export function languageOf(options: { language?: string }, config: ResolvedConfig): string | undefined {
  return options.language || config.language;
}

export function versionStatusOf(options: { versionStatus?: VersionStatus }, config: ResolvedConfig): VersionStatus {
  return options.versionStatus || config.versionStatus;
}

/** Resolves `'id'` or `{ id }` style arguments. */
export function optionsFrom<O extends object, K extends keyof O>(value: string | O | null | undefined, key: K): Partial<O> {
  if (typeof value === 'string') return { [key]: value } as unknown as Partial<O>;
  return value ?? {};
}
