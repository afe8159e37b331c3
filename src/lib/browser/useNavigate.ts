import { useNavigate as useRouterNavigate, type NavigateFunction } from 'react-router-dom';
import { RENDERS_ON_SERVER } from './serverRender';

/**
 * react-router's `useNavigate`, except in a server render, which handles no event and so never navigates: there
 * the hook (on every page, in the header's search box and the content's links) is skipped, as Link skips the
 * router's click hook. Chosen once per process, so each side calls the same hooks on every render.
 */
function navigateFromServer(): never {
  throw new Error('navigate() was called while rendering on the server');
}

const onServer = (): NavigateFunction => navigateFromServer;

export const useNavigate: () => NavigateFunction = RENDERS_ON_SERVER ? onServer : useRouterNavigate;
