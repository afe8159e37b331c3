// The core's page-rendering test helpers, with this site.
import { pageRenderer } from '../../../src/app/testing/renderPage';
import { site } from '../..';

export { axeViolations, makeStore } from '../../../src/app/testing/renderPage';
export const { renderPage, renderFromInlineState } = pageRenderer(site);
