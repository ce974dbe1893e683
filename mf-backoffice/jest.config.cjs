module.exports = require('@store/federation/jest')({ dir: __dirname });
