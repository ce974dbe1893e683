// The server build needs no global stylesheet: the browser build emits and links it.
module.exports = () => 'export {};';
