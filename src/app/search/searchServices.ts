import type { SearchServices } from '../../features/search';
import type { RootState } from '../rootReducer';

/** What the search sagas take from the app: the page's version status and language, from the routing state. */
export const searchServices: SearchServices = {
  environment: (state) => {
    const { routing } = state as RootState;
    return { versionStatus: routing.versionStatus, language: routing.language };
  },
};

/** The same, on a server that gives its own origin: relative custom API uris are called there. */
export const searchServicesAt = (localOrigin: string | undefined): SearchServices =>
  localOrigin ? { ...searchServices, localOrigin } : searchServices;
