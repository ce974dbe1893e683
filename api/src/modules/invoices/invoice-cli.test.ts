import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runTenantCommand } from '../../cli/tenant-command.js';
import { TenantCliError } from '../tenants/index.js';
import { selfSignedCertificate } from './arca/self-signed-certificate.js';
import { REFUSED_CUITS } from './doubles/arca-double.js';
import { runInvoiceCli, type InvoiceCliError } from './invoice-cli.js';
import type { ArgentineInvoicing } from './invoice-settings.js';
import { demoBuyer, payByCard, placeOrder } from './test-invoices.js';

describe('npm run invoice and npm run tenant -- invoicing', () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'invoice-cli-'));
  });
  after(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows a store settings and changes them, certificate and key stored encrypted', async () => {
    const shown = await runTenantCommand(['invoicing', 'demo-ar'], t.app, dir, {});
    assert.match(shown, /cuit: "?30716543214/);
    assert.match(shown, /arcaCertificate/);
    const { certificate, privateKey } = selfSignedCertificate('30716543214', 'Promo Sur S.A.');
    await writeFile(join(dir, 'cert.pem'), certificate);
    await writeFile(join(dir, 'key.pem'), privateKey);
    const saved = await runTenantCommand(
      [
        'invoicing',
        'demo-ar',
        '--punto-de-venta',
        '3',
        '--certificado',
        'cert.pem',
        '--clave',
        'key.pem',
      ],
      t.app,
      dir,
      {},
    );
    assert.match(saved, /guardada \(doble local\)\. Credenciales guardadas cifradas\./);
    const tenant = (await t.app.tenants.getByName('demo-ar'))!;
    const settings = (await t.app.invoices.settingsOf(tenant.id)) as ArgentineInvoicing;
    assert.equal(settings.pointOfSale, 3);
    assert.equal((await t.app.tenantSecrets.invoicing(tenant.id)).arcaCertificate, certificate);
    const stored = await t.db
      .selectFrom('tenant_secrets')
      .select('ciphertext')
      .where('name', '=', 'arcaPrivateKey')
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    assert.ok(!stored.ciphertext.includes('PRIVATE KEY'), 'the key is not stored in clear');
    await assert.rejects(
      runTenantCommand(
        ['invoicing', 'demo-ar', '--cuit', '30-71654321-5', '--inicio-actividades', '2019-13-01'],
        t.app,
        dir,
        {},
      ),
      (error: TenantCliError) =>
        /cuit: no es una CUIT válida/.test(error.message) &&
        /inicio-actividades/.test(error.message),
    );
    await assert.rejects(
      runTenantCommand(['invoicing', 'demo-ar', '--certificado', 'cert.pem'], t.app, dir, {}),
      TenantCliError,
    );
    await runTenantCommand(['invoicing', 'demo-ar', '--punto-de-venta', '2'], t.app, dir, {});
  });

  it('shows, issues, retries after a rejection and saves the PDF of an order', async () => {
    const buyer = await demoBuyer(t, 'demo-ar');
    const order = await placeOrder(t, buyer, { document: REFUSED_CUITS[0] });
    await payByCard(t, buyer, order.id);
    await t.app.invoices.idle();
    const issued = await runInvoiceCli(['issue', String(order.id)], t.app, dir);
    assert.match(issued, /rejected/);
    assert.match(issued, /10015: El campo DocNro/);
    const retried = await runInvoiceCli(
      ['retry', String(order.id), '--documento', '30-70308853-4'],
      t.app,
      dir,
    );
    assert.match(retried, /Factura A 00002-\d{8} .*: issued/);
    assert.match(retried, /CAE \d{14}/);
    const saved = await runInvoiceCli(['pdf', String(order.id), '--out', 'f.pdf'], t.app, dir);
    assert.match(saved, /guardado en/);
    const [page] = await pdfText(await readFile(join(dir, 'f.pdf')));
    assert.match(page!, /Comprobante autorizado/);
    await assert.rejects(
      runInvoiceCli(['show', 'doce'], t.app, dir),
      (e: InvoiceCliError) => e.exitCode === 2,
    );
    await assert.rejects(
      runInvoiceCli(['show', '999999'], t.app, dir),
      (e: InvoiceCliError) => e.exitCode === 1 && /No existe el pedido/.test(e.message),
    );
  });
});
