// A remote's `react-refresh/runtime` in development: the shell's (see ../dev-server.cjs).
const runtime = globalThis[require('./key.cjs')];
if (!runtime) throw new Error('React Refresh: the shell (npm run dev) must load before a remote');
module.exports = runtime;
