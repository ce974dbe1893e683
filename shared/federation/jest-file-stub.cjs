// Static files imported by components resolve to their file name in tests.
module.exports = 'test-file-stub';
