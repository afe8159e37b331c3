import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadSanitizer } from '../../src/components';

// jsdom lacks these; React's server renderer and some libraries expect them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Components render as the server does, with the HTML sanitiser loaded (Markup.test.tsx covers it arriving late).
beforeAll(() => loadSanitizer());
