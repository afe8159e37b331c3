import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VersionStatus } from '../../lib/delivery/types';
import { initialVersionState } from './initialState';
import type { VersionDetails } from './types';

export const versionSlice = createSlice({
  name: 'version',
  initialState: initialVersionState,
  reducers: {
    buildIdentified(state, action: PayloadAction<{ commitRef: string | null; buildNo: string | null }>) {
      state.commitRef = action.payload.commitRef;
      state.buildNo = action.payload.buildNo;
    },
    versionStatusChosen(state, action: PayloadAction<VersionStatus>) {
      state.contensisVersionStatus = action.payload;
    },
    versionDetailsRequested(state) {
      state.detailsError = null;
    },
    versionDetailsLoaded(state, action: PayloadAction<VersionDetails>) {
      state.details = action.payload;
      state.detailsError = null;
    },
    versionDetailsFailed(state, action: PayloadAction<string>) {
      state.detailsError = action.payload;
    },
  },
});

export const { buildIdentified, versionStatusChosen, versionDetailsRequested, versionDetailsLoaded, versionDetailsFailed } =
  versionSlice.actions;
export const versionReducer = versionSlice.reducer;
