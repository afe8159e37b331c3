// The core's page-rendering test helpers, with this site.
import { pageRenderer } from '../../../src/app/testing/renderPage';
import { site } from '../..';
import cy from '../../words/cy';
import enGB from '../../words/enGB';

export { axeViolations, makeStore } from '../../../src/app/testing/renderPage';
export const { renderPage, renderFromInlineState } = pageRenderer(site, { 'en-GB': enGB, cy });

/** Every page kind's code, as the server and the browser load it before they render a page of that kind. */
export const loadPageCode = () => Promise.all(site.pages.flatMap((page) => (page.chunks ?? []).map(({ chunk }) => chunk.load())));
