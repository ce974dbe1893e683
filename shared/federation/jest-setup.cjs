require('@testing-library/jest-dom');
// <dialog>'s showModal() and close(), which jsdom lacks: see jest-dialog.cjs.
require('./jest-dialog.cjs');

// jsdom has no TextEncoder, which react-router needs; Node's is the same standard API.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// On a busy 2-core CI machine a component's first render can take seconds. These are ceilings
// (a test still ends as soon as what it waits for appears), so a loaded machine makes a test
// slower, never red: Testing Library's findBy/waitFor give up after 10 s instead of 1 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
