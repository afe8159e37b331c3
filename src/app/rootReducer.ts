import { combineReducers } from '@reduxjs/toolkit';
import { navigationReducer } from '../features/navigation';
import { routingReducer } from '../features/routing';
import { versionReducer } from '../features/version';

// Accounts (user) and search slices plug in here when their issues land.
export const rootReducer = combineReducers({
  routing: routingReducer,
  navigation: navigationReducer,
  version: versionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
