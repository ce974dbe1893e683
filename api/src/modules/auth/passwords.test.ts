import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decoyHash, hashPassword, verifyDecoy, verifyPassword } from './passwords.js';

/** The algorithm and cost of an encoded argon2 hash: `argon2id$v=19$m=19456,t=2,p=1`. */
const costOf = (encoded: string) => encoded.split('$').slice(1, 4).join('$');

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, two passes, one lane, and checks only the right password', async () => {
    const stored = await hashPassword('Tazas-con-logo-2026');
    assert.equal(costOf(stored), 'argon2id$v=19$m=19456,t=2,p=1');
    assert.equal(await verifyPassword(stored, 'Tazas-con-logo-2026'), true);
    assert.equal(await verifyPassword(stored, 'tazas-con-logo-2026'), false);
    assert.equal(await verifyPassword('not a hash', 'Tazas-con-logo-2026'), false);
  });

  // The login checks an unknown e-mail against the decoy: with the same cost as a real account's
  // hash, the answer takes as long either way (measured by the hashes' parameters, not a clock).
  it('checks an e-mail without an account against a decoy that costs what a real hash costs', async () => {
    assert.equal(costOf(await decoyHash()), costOf(await hashPassword('Otra-clave-2026')));
    assert.equal(await verifyDecoy('decoy password that matches no account'), false);
  });
});
