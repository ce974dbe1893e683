require('@testing-library/jest-dom');

// jsdom has no TextEncoder, which react-router needs; Node's is the same standard API.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
