// The global through which the shell hands its React Refresh runtime to the remotes (dev only).
module.exports = '__STORE_REACT_REFRESH_RUNTIME__';
