// The slice's initial values, in a module of their own: the browser's main bundle holds the version state a page
// came with until the version page's chunk brings the reducer (only that page shows it), and needs only these.
import type { VersionState } from './types';

export const initialVersionState: VersionState = {
  commitRef: null,
  buildNo: null,
  contensisVersionStatus: 'published',
  details: null,
  detailsError: null,
};
