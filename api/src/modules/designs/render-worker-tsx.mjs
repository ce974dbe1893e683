// The render worker when the API runs as TypeScript through tsx (`npm run dev`, `load`, the
// commands, a test file run alone): on Node 20 a worker thread does not inherit tsx's loader, so
// the thread registers it before loading the worker (compiled code loads render-worker.js).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./render-worker.ts');

export const { warm, printFile, embroidery } = worker;
