// The content pack loader: read a pack folder into the typed in-memory model the platform serves.
export { PackError } from './errors';
export { loadPack } from './loadPack';
export { pickLocalised } from './check';
export { expandGroups, findEntry, findNode, findProject } from './model';
export type {
  EntryVersions,
  LoadedPack,
  LoadedProject,
  LoadedClient,
  LoadedGroup,
  LoadedNode,
  LoadedSecurity,
  LoadedUser,
  Restriction,
  TaxonomyTreeNode,
} from './model';
