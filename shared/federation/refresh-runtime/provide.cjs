// First module of the shell's entry in development: publishes the page's one refresh runtime
// before any remote loads (see ../dev-server.cjs).
globalThis[require('./key.cjs')] = require('react-refresh/runtime');
