import type { VersionState } from './types';

export interface WithVersion {
  version: VersionState;
}

export const selectVersion = (state: WithVersion) => state.version;
export const selectVersionDetails = (state: WithVersion) => state.version.details;
export const selectContensisVersionStatus = (state: WithVersion) => state.version.contensisVersionStatus;
