import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactUrl } from './log-redaction.js';

describe('log redaction', () => {
  it('keeps refresh tokens and codes out of logged URLs', () => {
    assert.equal(
      redactUrl('/api/TokenAuth/RefreshToken?refreshToken=eyJ.abc.def&x=1'),
      '/api/TokenAuth/RefreshToken?refreshToken=[redactado]&x=1',
    );
    assert.equal(redactUrl('/api/x?resetCode=123456'), '/api/x?resetCode=[redactado]');
    assert.equal(
      redactUrl('/api/services/app/Catalog/GetColors'),
      '/api/services/app/Catalog/GetColors',
    );
  });
});
