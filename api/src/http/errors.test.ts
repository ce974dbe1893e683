import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Type } from 'typebox';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { ok, responsesOf } from './envelope.js';
import { AppError, MESSAGES } from './errors.js';

const SECRET_DETAIL = 'connection string postgres://admin:hunter2@db/internal';

describe('envelope and errors', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    // Test-only routes: no real route takes a body yet.
    t.app.post(
      '/api/test/echo',
      {
        config: { auth: 'public' },
        schema: {
          body: Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: 10 }),
              quantity: Type.Integer({ minimum: 1, maximum: 99999 }),
              lines: Type.Optional(
                Type.Array(
                  Type.Object(
                    { sku: Type.String({ maxLength: 5 }) },
                    { additionalProperties: false },
                  ),
                  { maxItems: 3 },
                ),
              ),
            },
            { additionalProperties: false },
          ),
          response: responsesOf(Type.Object({ name: Type.String() })),
        },
      },
      async (request) => ok({ name: (request.body as { name: string }).name }),
    );
    t.app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
      throw new Error(SECRET_DETAIL);
    });
    t.app.get('/api/test/rule', { config: { auth: 'public' } }, async () => {
      throw AppError.unprocessable('El producto seleccionado ya se encuentra en el carrito.');
    });
  });
  after(() => t.close());

  const echo = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: apiHeaders('demo-ar'),
      payload: payload as object,
    });

  it('passes a valid body', async () => {
    const res = await echo({ name: 'Taza', quantity: 10 });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result, { name: 'Taza' });
  });

  const cases: [string, unknown, string, string][] = [
    ['a missing field', { quantity: 1 }, 'name', 'El campo "name" es obligatorio.'],
    [
      'a string too long',
      { name: 'x'.repeat(11), quantity: 1 },
      'name',
      'El campo "name" admite como máximo 10 caracteres.',
    ],
    ['an empty string', { name: '', quantity: 1 }, 'name', 'El campo "name" no puede estar vacío.'],
    [
      'a quantity out of range',
      { name: 'a', quantity: 100000 },
      'quantity',
      'El campo "quantity" debe ser menor o igual a 99999.',
    ],
    [
      'a fractional quantity',
      { name: 'a', quantity: 1.5 },
      'quantity',
      'El campo "quantity" debe ser un número entero.',
    ],
    [
      'an unknown property',
      { name: 'a', quantity: 1, price: 1 },
      'price',
      'El campo "price" no está permitido.',
    ],
    [
      'a nested problem',
      { name: 'a', quantity: 1, lines: [{ sku: 'ok' }, { sku: 'toolong' }] },
      'lines[1].sku',
      'El campo "lines[1].sku" admite como máximo 5 caracteres.',
    ],
    [
      'too many items',
      { name: 'a', quantity: 1, lines: [{ sku: 'a' }, { sku: 'b' }, { sku: 'c' }, { sku: 'd' }] },
      'lines',
      'El campo "lines" admite como máximo 3 elementos.',
    ],
  ];
  for (const [label, payload, field, message] of cases) {
    it(`answers 400 in Spanish naming the field for ${label}`, async () => {
      const res = await echo(payload);
      assert.equal(res.statusCode, 400);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(body.result, null);
      assert.equal(body.error.field, field);
      assert.equal(body.error.message, message);
    });
  }

  it('answers 400 in Spanish for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders('demo-ar'), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.message, MESSAGES.invalidJson);
  });

  it('answers 413 in Spanish for a body over 1 MB', async () => {
    const res = await echo({ name: 'a', quantity: 1, padding: 'x'.repeat(1024 * 1024) });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().error.message, MESSAGES.tooLarge);
  });

  it('answers 500 with a generic Spanish message and no internals for an unexpected throw', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), {
      result: null,
      success: false,
      error: {
        code: 500,
        message: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
        details: null,
      },
      unAuthorizedRequest: false,
    });
    assert.doesNotMatch(res.body, /hunter2|stack|Error:/);
  });

  it('passes a business rule message through as a 422', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/rule',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(res.statusCode, 422);
    assert.equal(
      res.json().error.message,
      'El producto seleccionado ya se encuentra en el carrito.',
    );
  });

  for (const url of ['/api/services/app/Nothing/Here', '/api/unknown', '/api']) {
    it(`answers an unknown API route (${url}) with the 404 envelope`, async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: apiHeaders('demo-ar') });
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal(res.json().error.message, 'No encontramos lo que buscabas.');
    });
  }

  it('answers a wrong method on a known route with the 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/app/PartnerConfigs/GetConfig',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().success, false);
  });

  // Found by the fuzzer (http/fuzz.test.ts): Fastify's router answered these in English JSON,
  // outside the envelope.
  it('answers a path parameter over 100 characters with a Spanish 414 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${'a'.repeat(150)}/sandbox`,
    });
    assert.equal(res.statusCode, 414);
    assert.deepEqual(res.json(), {
      result: null,
      success: false,
      error: { code: 414, message: MESSAGES.uriTooLong, details: null },
      unAuthorizedRequest: false,
    });
  });

  it('answers a malformed percent-encoding in a path parameter with a Spanish 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/Designs/Files/%E0%A4%A',
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.message, MESSAGES.badRequest);
  });
});
