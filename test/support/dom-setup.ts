import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React's server renderer and some libraries expect them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
