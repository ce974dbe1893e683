import { sql, type Migration } from 'kysely';
import {
  createSearchIndex,
  withForeignId,
  withId,
  withJson,
  withMoney,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';
import { orderSearchText } from './order-search-text.js';

const MONEY = [
  'price_base',
  'application_cost',
  'application_price',
  'profit',
  'sub_total',
  'taxes',
  'shipping_cost',
  'total',
];
const LINE_MONEY = ['price_base', 'price_application', 'tax', 'total'];
const REBUILD_COLUMNS = ['item_type', 'item_group', 'external_id', 'technique_name', 'mockup'];

export const ordersMigrations: Record<string, Migration> = {
  '0500_create_orders': {
    async up(db: MigrationDb) {
      let orders = withId(db, db.schema.createTable('orders'));
      orders = withForeignId(orders, 'tenant_id', 'tenants.id');
      orders = withForeignId(orders, 'user_id', 'auth_users.id', { onDelete: 'cascade' })
        .addColumn('number', 'text', (col) => col.notNull())
        .addColumn('cart_fingerprint', 'text', (col) => col.notNull())
        .addColumn('shopping_cart_mode', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('decimals', 'integer', (col) => col.notNull())
        .addColumn('invoice_type', 'text', (col) => col.notNull())
        .addColumn('payment_method', 'text', (col) => col.notNull())
        .addColumn('payment_status', 'text', (col) => col.notNull());
      for (const column of MONEY) orders = withMoney(orders, column);
      for (const column of ['shipping_json', 'addressee_json', 'invoice_json'])
        orders = withJson(orders, column);
      orders = withTimestamps(withJson(orders, 'cheque_json', { nullable: true }))
        .addUniqueConstraint('orders_cart_unique', ['tenant_id', 'cart_fingerprint'])
        .addCheckConstraint(
          'orders_payment_check',
          sql`payment_method in ('NONE', 'CHQ', 'MP', 'TRF') and payment_status in ('none', 'pending', 'approved', 'rejected')`,
        );
      await orders.execute();
      await db.schema
        .createIndex('orders_user')
        .on('orders')
        .columns(['tenant_id', 'user_id', 'id'])
        .execute();

      let lines = withId(db, db.schema.createTable('order_lines'));
      lines = withForeignId(lines, 'order_id', 'orders.id', { onDelete: 'cascade' })
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('variant_id', 'bigint', (col) => col.notNull())
        .addColumn('product_id', 'bigint', (col) => col.notNull())
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('variant_name', 'text', (col) => col.notNull())
        .addColumn('sku', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('has_product_building', 'integer', (col) => col.notNull());
      lines = withJson(withJson(lines, 'customization_json'), 'images_json');
      for (const column of LINE_MONEY) lines = withMoney(lines, column);
      await lines.execute();
      await db.schema
        .createIndex('order_lines_order')
        .on('order_lines')
        .column('order_id')
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('tenant_id', 'bigint', (col) => col.notNull())
        .addColumn('user_id', 'bigint', (col) => col.notNull())
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('body_hash', 'text', (col) => col.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response_json', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['tenant_id', 'user_id', 'scope', 'key'])
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of ['idempotency_keys', 'order_lines', 'orders'])
        await db.schema.dropTable(table).execute();
    },
  },
  // The number of the quote an order was completed from (issue 12: quote to order).
  '0540_order_quote_number': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('orders').addColumn('quote_number', 'integer').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('orders').dropColumn('quote_number').execute();
    },
  },
  // What rebuilds a cart item from an order line (reorder): its cart item's type and group (the
  // lines of one curve product share it), the product's external id, the technique and the
  // mockup of a customised line. Lines of older orders keep null: they cannot be rebuilt.
  '0575_order_line_rebuild': {
    async up(db: MigrationDb) {
      for (const column of REBUILD_COLUMNS)
        await db.schema.alterTable('order_lines').addColumn(column, 'text').execute();
      await db.schema.alterTable('order_lines').addColumn('technique_id', 'integer').execute();
    },
    async down(db: MigrationDb) {
      for (const column of [...REBUILD_COLUMNS, 'technique_id'])
        await db.schema.alterTable('order_lines').dropColumn(column).execute();
    },
  },
  // Which API process runs an in-flight key (instance-presence.ts): a retry that reaches another
  // process takes the key over at once when that process is gone. Older keys keep null.
  '0576_idempotency_owner': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute();
    },
  },
  // The back office (issue 32): every staff write on an order claims this version (a stale one:
  // 409), so two staff members working on one order from pages opened at once cannot both record
  // the same transfer or undo each other's move; the claim is also the order's row lock.
  '1441_order_staff_version': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('orders')
        .addColumn('staff_version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('orders').dropColumn('staff_version').execute();
    },
  },
  // The back office's orders, newest first, and the dashboard's sales since a day: read along
  // this index instead of sorting every order of the store (bench, 10,000 orders).
  '1462_orders_tenant_created': {
    async up(db: MigrationDb) {
      await db.schema
        .createIndex('orders_tenant_created')
        .on('orders')
        .columns(['tenant_id', 'created_at', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('orders_tenant_created').execute();
    },
  },
  // The back office's search over 10,000 orders (issue 32) read two JSON documents and the lines
  // of every order: it now reads one short text, through an index (createSearchIndex).
  '1472_orders_search_text': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('orders')
        .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await fillSearchText(db);
      await createSearchIndex(db, {
        index: 'orders_search_text',
        table: 'orders',
        column: 'search_text',
        covering: ['created_at', 'total'],
      });
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('orders_search_text').execute();
      await db.schema.alterTable('orders').dropColumn('search_text').execute();
    },
  },
};

/** Every order's search text, a few hundred orders at a time. */
async function fillSearchText(db: MigrationDb) {
  for (let after = 0; ;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'number', 'addressee_json', 'invoice_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (!orders.length) return;
    const lines = await db
      .selectFrom('order_lines')
      .select(['order_id', 'product_name', 'sku'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    for (const order of orders)
      await db
        .updateTable('orders')
        .set({
          search_text: orderSearchText(
            order,
            lines.filter((line) => Number(line.order_id) === Number(order.id)),
          ),
        })
        .where('id', '=', order.id)
        .execute();
    after = Number(orders.at(-1)!.id);
  }
}
