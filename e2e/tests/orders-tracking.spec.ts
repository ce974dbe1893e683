import { storeEnv } from '../fixtures/onboard.ts';
import { expect, test } from '../support/fixtures.ts';
import { run } from '../support/run.ts';
import { accountLink, DEMO_BUYERS, fillLogin } from './account-support.ts';
import { orderThroughApi } from './orders-support.ts';

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the buyer finds the order in the list, opens it, and sees the operator ship it with its tracking link`, async ({
    page,
    store,
  }) => {
    test.setTimeout(120_000);
    const order = await orderThroughApi(store.url, tenant);

    await page.goto(`/${tenant}/orders/list`);
    await expect(page).toHaveURL(/\/auth\?mode=login/);
    await fillLogin(page, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
    await expect(accountLink(page, 'Mi cuenta')).toBeVisible();
    const link = page.getByRole('link', { name: `Pedido N° ${order.number}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole('row').filter({ has: link })).toContainText('Recibido');
    await link.click();

    await expect(page.getByRole('heading', { name: `Pedido N° ${order.number}` })).toBeVisible();
    await expect(page.getByText(order.productName).first()).toBeVisible();
    const tracking = page.getByRole('region', { name: 'Seguimiento del pedido' });
    await expect(tracking.getByRole('listitem').first()).toContainText('Recibido completado');
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Enviado' })).toContainText(
      'pendiente',
    );

    // The operator ships it from the command line, as documented: an unpaid order is refused
    // (issue 30), so the transfer is recorded first.
    const url = `https://seguimiento.example.com/envio/${order.id}`;
    await run('node', ['api/dist/cli/order.js', 'status', String(order.id), 'paid'], storeEnv());
    const output = await run(
      'node',
      ['api/dist/cli/order.js', 'status', String(order.id), 'shipped', '--tracking', url],
      storeEnv(),
    );
    expect(output).toContain(`Pedido ${order.number}`);

    await page.reload();
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Enviado' })).toContainText(
      'completado',
    );
    await expect(tracking.getByRole('listitem').filter({ hasText: 'Pagado' })).toContainText(
      'completado',
    );
    await expect(tracking.getByRole('link', { name: /^Seguir el envío en / })).toHaveAttribute(
      'href',
      url,
    );
  });
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the buyer sees the proof of a customised order and approves it; the stepper follows`, async ({
    page,
    store,
  }) => {
    test.setTimeout(120_000);
    const order = await orderThroughApi(store.url, tenant, true);
    await page.goto(`/${tenant}/orders/detail/${order.id}`);
    await expect(page).toHaveURL(/\/auth\?mode=login/);
    await fillLogin(page, DEMO_BUYERS[tenant].email, DEMO_BUYERS[tenant].password);
    await expect(page.getByRole('heading', { name: `Pedido N° ${order.number}` })).toBeVisible();

    const proof = page.getByRole('region', { name: 'Prueba de diseño' });
    const area = order.printArea!;
    await expect(
      proof.getByRole('heading', { name: `${order.productName} · ${area.view}` }),
    ).toBeVisible();
    await expect(
      proof.getByText(`Área de impresión: ${area.widthMm} × ${area.heightMm} mm`),
    ).toBeVisible();
    await expect(proof.getByTitle('#c62828')).toBeVisible();
    await proof.getByRole('button', { name: 'Aprobar prueba' }).click();
    await expect(proof.getByRole('status')).toHaveText(
      'Aprobaste la prueba: los diseños de este pedido quedaron bloqueados.',
    );
    await expect(proof.getByRole('button', { name: 'Aprobar prueba' })).toBeHidden();
    const tracking = page.getByRole('region', { name: 'Seguimiento del pedido' });
    await expect(
      tracking.getByRole('listitem').filter({ hasText: 'Prueba aprobada' }),
    ).toContainText('completado');
    // After a reload too: the approval is the order's, not the page's.
    await page.reload();
    await expect(
      proof.getByText('Los diseños de este pedido están bloqueados', { exact: false }),
    ).toBeVisible();
    await expect(proof.getByRole('button', { name: 'Aprobar prueba' })).toHaveCount(0);
  });
}
