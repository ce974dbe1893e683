import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_BUYERS, fillLogin } from './account-support.ts';
import { DEMO_STAFF, SCREENSHOTS, staffLogin } from './backoffice-support.ts';
import { APP, call, orderThroughApi } from './orders-support.ts';

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner logs in with TOTP; sales records a transfer and the buyer sees 'Pagado'; a refused move says why; a refund, then the cancellation`, async ({
    page,
    browser,
    store,
  }) => {
    test.setTimeout(180_000);
    const staff = DEMO_STAFF[tenant];
    await staffLogin(page, tenant, staff.owner);
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await expect(page.getByText('Esperan el pago', { exact: true })).toBeVisible();
    // Sales by week: the chart library is fetched for this page only, and draws the bars.
    const chart = page.getByRole('figure', { name: 'Ventas por semana' });
    await expect(chart.locator('canvas')).toBeVisible();
    await chart.getByText('Ver las cifras').click();
    await expect(chart.getByRole('row')).toHaveCount(9);
    await page.screenshot({ path: `${SCREENSHOTS}/${tenant}-dashboard.png`, fullPage: true });

    // A buyer's order paid by transfer, as the checkout leaves it.
    const order = await orderThroughApi(store.url, tenant);
    await call(
      `${store.url}${APP}/Orders/UpdateOrderPayment`,
      tenant,
      {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ orderId: order.id, method: 'TRF' }),
      },
      order.accessToken,
    );

    const sales = await browser.newPage({ baseURL: store.url });
    await staffLogin(sales, tenant, staff.sales);
    await sales.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await sales.getByLabel('Buscar').fill(order.number);
    await sales.getByRole('button', { name: 'Buscar' }).click();
    // What the table shows, as a spreadsheet: the search's orders.
    const csv = sales.waitForEvent('download');
    await sales.getByRole('button', { name: 'Exportar CSV' }).click();
    const rows = readFileSync(await (await csv).path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${order.number};`);
    await sales.getByRole('link', { name: order.number }).click();
    await expect(sales.getByTestId('order-status')).toHaveText('Recibido');
    // The owner opens the same order at the same time: one transfer, seen by two people.
    await page.goto(sales.url());
    await expect(page.getByTestId('order-status')).toHaveText('Recibido');
    const balance = (await sales.getByText(/^Saldo pendiente:/).textContent())!.replace(
      /^Saldo pendiente: \$ /,
      '',
    );
    const recordTransfer = async (on: typeof page) => {
      const payment = on.getByRole('form', { name: 'Registrar un pago' });
      await payment.getByLabel('Importe').fill(balance.replace(/\./g, ''));
      await payment.getByLabel('Banco').fill('Banco de la Plaza');
      await payment.getByLabel('Referencia').fill(`TRF-${order.id}`);
      await payment.getByRole('button', { name: 'Registrar pago' }).click();
      return payment;
    };
    await recordTransfer(sales);
    await expect(sales.getByTestId('order-status')).toHaveText('Pagado');
    // The owner's page, opened before it, records the same transfer: refused, nothing recorded
    // twice; «Recargar» shows the order as sales left it.
    const stale = await recordTransfer(page);
    await expect(stale.getByRole('alert')).toContainText(
      'Otra persona del equipo cambió este pedido',
    );
    await stale.getByRole('button', { name: 'Recargar' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Pagado');
    await expect(page.getByText(`TRF-${order.id}`)).toHaveCount(1);
    // The full payment issued the invoice (the local double of ARCA or the DTE provider): staff
    // see its number and download it.
    const documents = sales.getByRole('region', { name: 'Comprobantes' });
    const invoice = documents.getByRole('article').first();
    await expect(invoice).toContainText('Emitido');
    await expect(invoice).toContainText(`Total $ ${balance}`);
    await expect(invoice).toContainText(tenant === 'demo-ar' ? /CAE \d{14}/ : /Track id \S+/);
    const download = sales.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await sales.screenshot({ path: `${SCREENSHOTS}/${tenant}-order-paid.png`, fullPage: true });

    // A note for the team, on the order's page (the buyer never sees it).
    const notes = sales.getByRole('region', { name: 'Notas del equipo' });
    await notes.getByLabel('Nota nueva').fill('Entregar por la tarde: la portería abre a las 14.');
    await notes.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(notes.getByRole('listitem')).toContainText('la portería abre a las 14');
    await expect(notes.getByLabel('Nota nueva')).toHaveValue('');

    // A move the orders service refuses: its Spanish reason, nothing changed.
    const move = sales.getByRole('form', { name: 'Cambiar estado' });
    await move.getByLabel('Estado nuevo').selectOption('paid');
    await move.getByRole('button', { name: 'Mover' }).click();
    await expect(move.getByRole('alert')).toHaveText(
      /no puede volver a «Pagado»: los estados solo avanzan/,
    );
    await move.getByLabel('Estado nuevo').selectOption('in_production');
    await move.getByRole('button', { name: 'Mover' }).click();
    await expect(move.getByRole('alert')).toHaveText(/Tu rol «Ventas» no tiene permiso/);
    await expect(sales.getByTestId('order-status')).toHaveText('Pagado');

    // The buyer's own order page follows.
    const buyer = await browser.newPage({ baseURL: store.url });
    await buyer.goto(`/${tenant}/orders/detail/${order.id}`);
    await fillLogin(buyer, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
    const tracking = buyer.getByRole('region', { name: 'Seguimiento del pedido' });
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Pagado' })).toContainText(
      'completado',
    );

    // The buyer changes their mind: the paid order is cancelled once the money is back.
    const cancel = sales.getByRole('form', { name: 'Cancelar el pedido' });
    await cancel.getByLabel('Motivo').fill('El cliente se arrepintió');
    await cancel.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(cancel.getByRole('alert')).toHaveText(/cobrados sin devolver/);
    const refund = sales.getByRole('form', { name: 'Registrar una devolución' });
    await refund.scrollIntoViewIfNeeded();
    await sales.screenshot({ path: `${SCREENSHOTS}/${tenant}-order-refund.png`, fullPage: true });
    await refund.getByLabel('Importe devuelto').fill(balance.replace(/\./g, ''));
    await refund.getByLabel('Referencia de la devolución').fill(`DEV-${order.id}`);
    await refund.getByRole('button', { name: 'Registrar devolución' }).click();
    await expect(refund).toBeHidden();
    await cancel.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(sales.getByTestId('order-status')).toHaveText('Cancelado');
    await expect(sales.getByText(`(DEV-${order.id}, registrada por`)).toBeVisible();
    // The cancelled paid order gets its credit note, linked to the invoice.
    await expect(documents.getByRole('article')).toHaveCount(2);
    await expect(documents.getByRole('article').nth(1)).toContainText('Emitido');
  });

  test(`${tenant}: the owner sees the invoicing settings and credentials; a key that is not the certificate's changes nothing`, async ({
    page,
  }) => {
    await staffLogin(page, tenant, DEMO_STAFF[tenant].owner);
    await page.getByRole('link', { name: 'Facturación' }).click();
    await expect(page.getByRole('heading', { name: 'Facturación electrónica' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Datos de facturación' });
    const taxId = form.getByLabel(tenant === 'demo-ar' ? 'CUIT' : 'RUT');
    const stored = await taxId.inputValue();
    expect(stored).not.toBe('');
    await page.screenshot({ path: `${SCREENSHOTS}/${tenant}-invoicing.png`, fullPage: true });
    if (tenant === 'demo-ar') {
      await expect(page.getByRole('group', { name: 'Credenciales guardadas' })).toContainText(
        'Certificado de ARCA: CUIT 30716543214',
      );
      const pem = (name: string, body: string) => ({
        name,
        mimeType: 'text/plain',
        buffer: Buffer.from(body),
      });
      await form
        .getByLabel('Certificado de ARCA (.crt o .pem)')
        .setInputFiles(pem('cert.pem', 'no es un certificado'));
      await form
        .getByLabel('Clave privada del certificado (.key o .pem)')
        .setInputFiles(pem('clave.key', 'tampoco'));
    } else await taxId.fill('76.543.210-4');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      tenant === 'demo-ar'
        ? /No se guardó nada\. certificado: no es un certificado PEM/
        : /No se guardó nada\. rut: no es un RUT válido/,
    );
    await page.reload();
    await expect(form.getByLabel(tenant === 'demo-ar' ? 'CUIT' : 'RUT')).toHaveValue(stored);
  });

  test(`${tenant}: sales ticks two orders and marks them paid at once`, async ({ page, store }) => {
    const orders = [
      await orderThroughApi(store.url, tenant),
      await orderThroughApi(store.url, tenant),
    ];
    await staffLogin(page, tenant, DEMO_STAFF[tenant].sales);
    await page.goto(`/${tenant}/admin/orders?status=received`);
    for (const order of orders) await page.getByLabel(`Seleccionar ${order.number}`).check();
    const bulk = page.getByRole('form', { name: 'Mover seleccionados' });
    await expect(bulk).toContainText('2 pedidos seleccionados');
    await bulk.getByLabel('Mover a').selectOption('paid');
    await bulk.getByRole('button', { name: 'Mover seleccionados' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'movidos' })).toHaveText(
      '2 movidos a «Pagado».',
    );
    await page.goto(`/${tenant}/admin/orders?status=paid`);
    for (const order of orders)
      await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText(
        'Pagado',
      );
  });

  test(`${tenant}: the orders table at 390 px`, async ({ browser, store }) => {
    const page = await browser.newPage({
      baseURL: store.url,
      viewport: { width: 390, height: 844 },
    });
    const response = await page.goto(`/${tenant}/admin`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await staffLogin(page, tenant, DEMO_STAFF[tenant].sales);
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // The table scrolls inside its card; the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: `${SCREENSHOTS}/${tenant}-orders-390.png`, fullPage: true });
    // An order's page, with its documents and forms, fits the phone too.
    const order = await orderThroughApi(store.url, tenant, true);
    await page.goto(`/${tenant}/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Comprobantes' })).toBeVisible();
    // Whoever prints it downloads the design's print files, all in one zip.
    const printing = page.getByRole('region', { name: 'Archivos de impresión' });
    await expect(printing.getByRole('listitem')).toContainText(
      /Línea 1: .+, Frente \(\d+ × \d+ px/,
    );
    const zip = page.waitForEvent('download');
    await printing.getByRole('button', { name: 'Descargar todo (.zip)' }).click();
    expect((await zip).suggestedFilename()).toBe(`impresion-${order.number}.zip`);
    expect(
      readFileSync(await (await zip).path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: `${SCREENSHOTS}/${tenant}-order-390.png`, fullPage: true });
  });
}
