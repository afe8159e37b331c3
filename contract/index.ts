// The shared contract: types and constants of the Contensis APIs and of the content pack format.
// Imported by src/, server/, platform/ and content/; imports nothing of the project.
export * from './account';
export * from './auth';
export * from './contentChange';
export * from './delivery';
export * from './pack';
export * from './search';
export * from './security';
