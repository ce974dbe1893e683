import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from './accessibility-support.ts';
import { DEMO_BUYERS, fillLogin, mailTo } from './account-support.ts';
import { DEMO_STAFF, SCREENSHOTS, staffLogin } from './backoffice-support.ts';
import { orderThroughApi } from './orders-support.ts';

/** A page of its own at a width (the staff's desk, the buyer's phone). */
const pageAt = (browser: Browser, baseURL: string, width: number) =>
  browser.newPage({ baseURL, viewport: { width, height: width < 500 ? 844 : 900 } });

/** Downloads a version's PDF from a button and answers its bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const bytes = readFileSync(await (await download).path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return bytes;
}

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: the owner generates and sends a proof, the buyer asks for a change, version 2 is approved and both see 'Prueba aprobada'`, async ({
    browser,
    store,
  }) => {
    test.setTimeout(180_000);
    const order = await orderThroughApi(store.url, tenant, true);
    const buyerEmail = DEMO_BUYERS[tenant].email;

    // Production's work (the owner may do it too): a proof drawn from the saved design, sent.
    const staff = await pageAt(browser, store.url, 1366);
    await staffLogin(staff, tenant, DEMO_STAFF[tenant].owner);
    await staff.goto(`/${tenant}/admin/orders/${order.id}`);
    const proofs = staff.getByRole('region', { name: 'Pruebas de diseño' });
    await expect(proofs).toContainText('Todavía no hay versiones de la prueba.');
    await proofs.getByRole('button', { name: 'Generar prueba' }).click();
    await expect(proofs.getByRole('status')).toHaveText(/Prueba generada desde los diseños/);
    const first = proofs.getByTestId('proof-version-1');
    await expect(first).toContainText('Sin enviar');
    const generated = await downloaded(staff, () =>
      proofs.getByRole('button', { name: 'Descargar PDF de la versión 1' }).click(),
    );
    await proofs.getByRole('button', { name: 'Enviar al cliente (versión 1)' }).click();
    await expect(first).toContainText('Enviada, esperando al cliente');

    // The buyer's e-mail, through the SMTP sink, links to the order.
    const mail = await mailTo(
      store.url,
      buyerEmail,
      `Prueba de diseño del pedido ${order.number} (versión 1)`,
    );
    expect(mail.text).toContain(`/${tenant}/orders/detail/${order.id}`);

    // The buyer asks for a change; an empty comment is refused first.
    const buyer = await pageAt(browser, store.url, 390);
    await buyer.goto(`/${tenant}/orders/detail/${order.id}`);
    await fillLogin(buyer, buyerEmail, DEMO_BUYERS[tenant].password);
    const versions = buyer.getByRole('region', { name: 'Pruebas que te envió la tienda' });
    await downloaded(buyer, () =>
      versions.getByRole('button', { name: 'Descargar prueba, versión 1' }).click(),
    );
    await versions.getByRole('button', { name: 'Pedir cambios' }).click();
    const question =
      tenant === 'demo-ar'
        ? '¿Qué querés cambiar de la prueba?'
        : '¿Qué quieres cambiar de la prueba?';
    const comment = versions.getByLabel(question);
    await expect(comment).toBeFocused();
    await expectAccessible(buyer, 'the buyer proof change request');
    await versions.getByRole('button', { name: 'Enviar pedido de cambios' }).click();
    await expect(versions.getByRole('alert')).toHaveText(/cambiar de la prueba/);
    await comment.fill('El logo un poco más grande, por favor.');
    await versions.getByRole('button', { name: 'Enviar pedido de cambios' }).click();
    await expect(versions.getByRole('status')).toHaveText(/a la tienda/);
    await expect(versions.getByTestId('proof-version-1')).toContainText('Pediste cambios');
    await buyer.screenshot({
      path: `${SCREENSHOTS}/${tenant}-proof-changes-390.png`,
      fullPage: true,
    });

    // Staff read the comment, in the card and the timeline, and upload version 2.
    await staff.reload();
    await expect(first).toContainText('El cliente pidió cambios');
    await expect(first).toContainText('«El logo un poco más grande, por favor.»');
    await expect(
      staff.getByRole('listitem').filter({ hasText: 'pidió cambios en la versión 1' }),
    ).toBeVisible();
    await proofs.getByLabel('Archivo PDF de la prueba').setInputFiles({
      name: 'prueba-v2.pdf',
      mimeType: 'application/pdf',
      buffer: generated,
    });
    await proofs.getByRole('button', { name: 'Subir PDF' }).click();
    await expect(proofs.getByTestId('proof-version-2')).toContainText('PDF subido');
    await proofs.getByRole('button', { name: 'Enviar al cliente (versión 2)' }).click();
    await expect(proofs.getByTestId('proof-version-2')).toContainText(
      'Enviada, esperando al cliente',
    );
    await staff.screenshot({ path: `${SCREENSHOTS}/${tenant}-proofs-1366.png`, fullPage: true });
    await expectAccessible(staff, 'the back office proofs');

    // The buyer approves version 2: the order is 'Prueba aprobada' for both.
    await mailTo(store.url, buyerEmail, `Prueba de diseño del pedido ${order.number} (versión 2)`);
    await buyer.reload();
    await versions.getByRole('button', { name: 'Aprobar prueba, versión 2' }).click();
    await expect(versions.getByRole('status')).toHaveText('Aprobaste la versión 2 de la prueba.');
    const tracking = buyer.getByRole('region', { name: 'Seguimiento del pedido' });
    await expect(
      tracking.getByRole('listitem').filter({ hasText: 'Prueba aprobada' }),
    ).toContainText('completado');
    await buyer.screenshot({
      path: `${SCREENSHOTS}/${tenant}-proof-approved-390.png`,
      fullPage: true,
    });
    await staff.reload();
    await expect(staff.getByTestId('order-status')).toHaveText('Prueba aprobada');
    await expect(proofs.getByTestId('proof-version-2')).toContainText('Aprobada por el cliente');
    await expect(
      staff.getByRole('listitem').filter({ hasText: 'aprobó la versión 2' }),
    ).toBeVisible();
    // No more versions once approved: the card only lists them.
    await expect(proofs.getByRole('button', { name: 'Generar prueba' })).toBeHidden();

    // The same card on a phone.
    const phone = await pageAt(browser, store.url, 390);
    await staffLogin(phone, tenant, DEMO_STAFF[tenant].sales);
    await phone.goto(`/${tenant}/admin/orders/${order.id}`);
    await expect(phone.getByRole('region', { name: 'Pruebas de diseño' })).toContainText(
      'Versión 2',
    );
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await phone.screenshot({ path: `${SCREENSHOTS}/${tenant}-proofs-390.png`, fullPage: true });
  });
}
