import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiOperations,
  asText,
  exampleOf,
  urlOf,
  type Operation,
} from '../../test/openapi-operations.js';
import { freshIp } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from './staff-roles.js';
import { staffMemberToken, staffToken } from './staff-test-support.js';

const OWNER = ['owner'] as const;
const ALL = STAFF_ROLES;
const ORDERS = ['owner', 'sales', 'production'] as const;
const SALES = ['owner', 'sales'] as const;
const PRODUCTION = ['owner', 'production'] as const;
const CATALOGUE_READ = ['owner', 'sales', 'catalogue'] as const;
const CATALOGUE = ['owner', 'catalogue'] as const;

/**
 * Who may call each staff route (issue 32's roles): the owner everything; sales the orders'
 * money, invoices, buyers and quotes, and reads the catalogue to answer buyers; production the
 * proofs, print files and the making and shipping of orders; catalogue the products, prices and
 * stock. Written out route by route so a reviewer reads the whole matrix in one place; the test
 * below holds the running API to it and fails when a staff route is missing here.
 */
const MATRIX: Record<string, readonly StaffRole[]> = {
  'GET /api/admin/me': ALL,
  'GET /api/admin/dashboard': ALL,
  'GET /api/admin/staff': OWNER,
  'POST /api/admin/staff': OWNER,
  'PUT /api/admin/staff/{id}': OWNER,
  'DELETE /api/admin/staff/{id}': OWNER,
  'GET /api/admin/audit': OWNER,
  'GET /api/admin/orders': ORDERS,
  // The live events' ticket (the stream itself takes the ticket, not a token: admin-events.test.ts).
  'POST /api/admin/events/ticket': ORDERS,
  'GET /api/admin/orders.csv': ORDERS,
  'GET /api/admin/orders/{id}': ORDERS,
  'POST /api/admin/orders/{id}/status': ORDERS,
  'POST /api/admin/order-moves': ORDERS,
  'POST /api/admin/orders/{id}/notes': ORDERS,
  'POST /api/admin/orders/{id}/cancel': SALES,
  'POST /api/admin/orders/{id}/payments': SALES,
  'POST /api/admin/orders/{id}/refunds': SALES,
  'GET /api/admin/orders/{id}/invoices': SALES,
  'POST /api/admin/orders/{id}/invoices/issue': SALES,
  'POST /api/admin/orders/{id}/invoices/retry': SALES,
  'GET /api/admin/invoices/{id}/pdf': SALES,
  'GET /api/admin/settings/invoicing': OWNER,
  'PUT /api/admin/settings/invoicing': OWNER,
  'GET /api/admin/orders/{id}/print-files': ORDERS,
  'GET /api/admin/orders/{id}/print-files/{line}/{file}': ORDERS,
  'GET /api/admin/orders/{id}/print-files.zip': ORDERS,
  'GET /api/admin/orders/{id}/proofs': ORDERS,
  'POST /api/admin/orders/{id}/proofs/generate': PRODUCTION,
  'POST /api/admin/orders/{id}/proofs/upload': PRODUCTION,
  'POST /api/admin/orders/{id}/proofs/{version}/send': PRODUCTION,
  'GET /api/admin/orders/{id}/proofs/{version}/pdf': ORDERS,
  'GET /api/admin/catalog/products': CATALOGUE_READ,
  'GET /api/admin/catalog/products/{id}': CATALOGUE_READ,
  'PUT /api/admin/catalog/products/{id}': CATALOGUE,
  'GET /api/admin/catalog/products/{id}/details': CATALOGUE_READ,
  'PUT /api/admin/catalog/products/{id}/details': CATALOGUE,
  'GET /api/admin/catalog/products/{id}/print-areas': CATALOGUE_READ,
  'PUT /api/admin/catalog/products/{id}/print-areas': CATALOGUE,
  'GET /api/admin/catalog/products/{id}/variants': CATALOGUE_READ,
  'POST /api/admin/catalog/products/{id}/variants': CATALOGUE,
  'PUT /api/admin/catalog/products/{id}/variants/order': CATALOGUE,
  'PUT /api/admin/catalog/products/{id}/variants/{variantId}': CATALOGUE,
  'POST /api/admin/catalog/products/{id}/variants/{variantId}/retire': CATALOGUE,
  'GET /api/admin/catalog/products/{id}/pictures': CATALOGUE_READ,
  'POST /api/admin/catalog/products/{id}/pictures': CATALOGUE,
  'PUT /api/admin/catalog/products/{id}/pictures/order': CATALOGUE,
  'PUT /api/admin/catalog/products/{id}/pictures/{pictureId}': CATALOGUE,
  'PUT /api/admin/catalog/products/{id}/pictures/{pictureId}/crop': CATALOGUE,
  'POST /api/admin/catalog/products/{id}/pictures/{pictureId}/delete': CATALOGUE,
  'GET /api/admin/catalog/categories': CATALOGUE_READ,
  'POST /api/admin/catalog/categories': CATALOGUE,
  'PUT /api/admin/catalog/categories/{id}': CATALOGUE,
  'PUT /api/admin/catalog/categories/{id}/position': CATALOGUE,
  'POST /api/admin/catalog/categories/{id}/delete': CATALOGUE,
  'POST /api/admin/catalog/categories/{id}/picture': CATALOGUE,
  'POST /api/admin/catalog/categories/{id}/picture/delete': CATALOGUE,
  'PUT /api/admin/catalog/categories/{id}/picture/crop': CATALOGUE,
  'POST /api/admin/catalog/imports': CATALOGUE,
  'GET /api/admin/catalog/imports/{id}': CATALOGUE,
  'GET /api/admin/catalog/variants/{id}/stock-adjustments': CATALOGUE_READ,
  'POST /api/admin/catalog/variants/{id}/stock-adjustments': CATALOGUE,
  'GET /api/admin/buyers': SALES,
  'GET /api/admin/buyers/{id}': SALES,
  'POST /api/admin/buyers/{id}/block': SALES,
  'PUT /api/admin/buyers/{id}/credit-terms': SALES,
  'GET /api/admin/quotes': SALES,
  'GET /api/admin/quotes/{id}': SALES,
  'POST /api/admin/quotes/{id}/validity': SALES,
  'POST /api/admin/quotes/{id}/send': SALES,
  'GET /api/admin/quotes/{id}/order-form': SALES,
  'POST /api/admin/quotes/{id}/order-preview': SALES,
  'POST /api/admin/quotes/{id}/order': SALES,
  'GET /api/admin/store/look': OWNER,
  'PUT /api/admin/store/look': OWNER,
  'POST /api/admin/store/look/publish': OWNER,
  'POST /api/admin/store/images/{kind}': OWNER,
  'GET /api/admin/store/texts': OWNER,
  'PUT /api/admin/store/texts': OWNER,
  'GET /api/admin/store/bank': OWNER,
  'PUT /api/admin/store/bank': OWNER,
  'GET /api/admin/store/features': OWNER,
  'PUT /api/admin/store/features': OWNER,
  'GET /api/admin/store/analytics': OWNER,
  'PUT /api/admin/store/analytics': OWNER,
  'GET /api/admin/store/shipping': OWNER,
  'PUT /api/admin/store/shipping': OWNER,
  'GET /api/admin/store/tax': OWNER,
  'PUT /api/admin/store/tax': OWNER,
  'GET /api/admin/store/mercadopago': OWNER,
  'PUT /api/admin/store/mercadopago': OWNER,
  'POST /api/admin/store/mercadopago/check': OWNER,
  'GET /api/admin/store/zippin': OWNER,
  'PUT /api/admin/store/zippin': OWNER,
  'POST /api/admin/store/zippin/check': OWNER,
};

const FORBIDDEN = (role: StaffRole) =>
  `Tu rol «${ROLE_NAMES[role]}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`;
const keyOf = (op: Operation) => `${op.method} ${op.path}`;
/** An id no record has (within the field's range): an allowed role gets 404, never a change. */
const noSuchId = (maximum = 2_147_483_000) => String(Math.min(maximum, 2_147_483_000));
/**
 * Moving an order is one route whose statuses are split by role (sales: paid; production: the
 * making and shipping): each role asks for a move of its own, so the route's gate is what is read.
 */
const STATUS_OF_ROLE: Record<StaffRole, string> = {
  owner: 'in_production',
  sales: 'paid',
  production: 'in_production',
  catalogue: 'in_production',
};
const MOVES = new Set(['POST /api/admin/orders/{id}/status', 'POST /api/admin/order-moves']);

describe('the role x action matrix: every staff route answers each role as MATRIX says', () => {
  let t: TestApp;
  let operations: Operation[];
  const tokens = new Map<StaffRole, string>();

  before(async () => {
    t = await createTestApp();
    // The staff's own routes: the login steps are public (they make the token).
    operations = (await apiOperations(t.app)).filter(
      (op) => op.path.startsWith('/api/admin/') && op.needsToken,
    );
    for (const role of STAFF_ROLES)
      tokens.set(
        role,
        role === 'owner' || role === 'sales'
          ? await staffToken(t, 'demo-ar', role)
          : await staffMemberToken(t, 'demo-ar', role),
      );
  });
  after(() => t.close());

  it('names every staff route of the OpenAPI document, and only those', () => {
    const routes = operations.map(keyOf).sort();
    assert.deepEqual(routes, Object.keys(MATRIX).sort());
  });

  it('lets each allowed role through and refuses every other with a 403 in Spanish', async () => {
    const wrong: string[] = [];
    // Deleting goes last, so no call removes a member another call still uses.
    const ordered = [...operations].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const op of ordered) {
      const path: Record<string, string> = {};
      const query: Record<string, string> = {};
      for (const parameter of op.parameters) {
        const value =
          parameter.schema.type === 'integer'
            ? noSuchId(parameter.schema.maximum)
            : asText(exampleOf(parameter.schema));
        if (parameter.in === 'path') path[parameter.name] = value;
        if (parameter.in === 'query' && parameter.required) query[parameter.name] = value;
      }
      const example = op.body ? (exampleOf(op.body) as object) : undefined;
      for (const role of STAFF_ROLES) {
        const payload = MOVES.has(keyOf(op))
          ? { ...example, status: STATUS_OF_ROLE[role] }
          : example;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: urlOf(op, path, query),
          headers: apiHeaders('demo-ar', tokens.get(role)),
          remoteAddress: freshIp(),
          ...(payload ? { payload } : {}),
        });
        const allowed = MATRIX[keyOf(op)]?.includes(role) ?? false;
        const refused = res.statusCode === 403 && res.json().error?.message === FORBIDDEN(role);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403))
          wrong.push(`${keyOf(op)} refused ${role}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (!allowed && !refused)
          wrong.push(
            `${keyOf(op)} let ${role} through: ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    assert.deepEqual(wrong, []);
  });
});
