export * from './selectors';
export * from './slice';
export { loadNavigationTree } from './sagas';
export { MainMenu } from './components/MainMenu';
export type { MainMenuProps } from './components/MainMenu';
