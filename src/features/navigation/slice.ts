import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Node, VersionStatus } from '../../lib/delivery/types';

export interface NavigationState {
  root: Node | null;
  isReady: boolean;
  error: { isError: boolean; message: string | null };
}

export const initialNavigationState: NavigationState = {
  root: null,
  isReady: false,
  error: { isError: false, message: null },
};

export const NAVIGATION_TREE_DEPTH = 2;

const navigationSlice = createSlice({
  name: 'navigation',
  initialState: initialNavigationState,
  reducers: {
    navigationTreeRequested(_state, _action: PayloadAction<{ language: string; versionStatus: VersionStatus }>) {},
    navigationTreeLoaded(state, action: PayloadAction<Node>) {
      state.root = action.payload;
      state.isReady = true;
      state.error = { isError: false, message: null };
    },
    navigationTreeFailed(state, action: PayloadAction<{ message?: string }>) {
      state.isReady = false;
      state.error = { isError: true, message: action.payload.message || 'Unknown error occurred' };
    },
  },
});

export const { navigationTreeRequested, navigationTreeLoaded, navigationTreeFailed } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
