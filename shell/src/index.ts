import { nextTask } from './boot/next-task';

// The async boundary lets the federation share scope start before React loads. Asking for the
// boot chunks in a task of their own splits main.js's long first task: the federation runtime's
// set-up, then the chunks' requests and script elements.
void nextTask().then(() => import('./bootstrap'));
