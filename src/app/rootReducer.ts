import { combineReducers } from '@reduxjs/toolkit';
import { navigationReducer } from '../features/navigation';
import { routingReducer } from '../features/routing';
import { userReducer } from '../features/user';
import { versionReducer } from '../features/version';

// The search slice plugs in here when its issue lands.
export const rootReducer = combineReducers({
  routing: routingReducer,
  navigation: navigationReducer,
  version: versionReducer,
  user: userReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
