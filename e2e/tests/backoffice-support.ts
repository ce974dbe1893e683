import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type StoreFixture } from '../support/fixtures.ts';
import { linkIn, mailTo } from './account-support.ts';
import { expectAccessible } from './accessibility-support.ts';

/** The demo staff of api/src/modules/staff/staff.seed.ts (root README, "Demo data"). */
export const DEMO_STAFF = {
  'demo-ar': {
    owner: {
      email: 'duenio@promosur.com.ar',
      password: 'PromoSur-Admin-2026',
      totp: 'PROMOSURDEMOTOTPSECRETARAAAAAAAA',
    },
    sales: { email: 'ventas@promosur.com.ar', password: 'PromoSur-Ventas-2026' },
  },
  'demo-cl': {
    owner: {
      email: 'duena@andesmerch.cl',
      password: 'AndesMerch-Admin-2026',
      totp: 'ANDESMERCHDEMOTOTPSECRETCLAAAAAA',
    },
    sales: { email: 'ventas@andesmerch.cl', password: 'AndesMerch-Ventas-2026' },
  },
} as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 (SHA-1, 6 digits, 30 s), as an authenticator app computes it. */
export function totp(secret: string, at = Date.now()): string {
  let bits = '';
  for (const char of secret) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Reserves a time step no other login of the run has used for this secret: the store takes each
 * code once, and the specs of a run (two workers, several of them logging the same owner in)
 * share one store. A step is taken by creating its folder in the store's data folder, which only
 * one process can do. The store accepts one step of drift, so a reserved step beyond the next
 * one waits for the clock, as a person waits for the app's next code.
 */
export async function unusedCode(page: Page, secret: string): Promise<string> {
  const dir = join(process.env.STORE_DATA_DIR ?? tmpdir(), 'e2e-totp-steps');
  mkdirSync(dir, { recursive: true });
  let step = Math.floor(Date.now() / 30_000);
  for (;;) {
    try {
      mkdirSync(join(dir, `${secret}-${step}`));
      break;
    } catch {
      step += 1;
    }
  }
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 500);
  return totp(secret, step * 30_000);
}

/**
 * Logs into the back office with e-mail and password (and the owner's code when asked).
 * `onForm` looks at each form before it is filled (the accessibility tour runs axe there).
 */
export async function staffLogin(
  page: Page,
  tenant: string,
  who: { email: string; password: string; totp?: string },
  onForm: (name: string) => Promise<void> = async () => undefined,
) {
  await page.goto(`/${tenant}/admin`);
  await page.getByRole('heading', { name: 'Ingreso del equipo' }).waitFor();
  await onForm('back office login');
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Contraseña').fill(who.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const inside = page.getByRole('navigation', { name: 'Administración' });
  if (who.totp) {
    await page.getByRole('heading', { name: 'Segundo factor' }).waitFor();
    await onForm('back office second factor');
    const refused = page.getByRole('alert');
    // A code reserved for this login alone (unusedCode); a refusal still gets a second one.
    for (let tries = 0; tries < 2; tries++) {
      await page.getByLabel('Código').fill(await unusedCode(page, who.totp));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await inside.or(refused).waitFor();
      if (await inside.isVisible()) break;
    }
  }
  await inside.waitFor();
}

/** Where the back-office journeys leave their screenshots, to look at after a run. */
export const SCREENSHOTS = '../.store/e2e-results/backoffice';

/** A 600 x 400 PNG drawn by the page's canvas: a green bottle-like band on a light ground. */
export async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f1f5f9';
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#2e7d32';
    context.fillRect(250, 40, 100, 320);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** axe's rules and a full-page screenshot at 1366 px and at a phone's 390 px, then 1366 px again. */
export async function lookAt(page: Page, name: string, file: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SCREENSHOTS}/${file}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SCREENSHOTS}/${file}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

const PASSWORD = 'Catalogo-Prueba-2026!';

/** The store's answer to a staff call, failing loudly on anything but 200. */
export async function staffApi(
  url: string,
  tenant: string,
  path: string,
  body: object,
  token?: string,
) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tenant': tenant,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { result: Record<string, unknown> };
  expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer.result;
}

/** A new member with the catalogue role, invited by the owner and accepted as the e-mail says. */
export async function catalogueMember(
  page: Page,
  store: StoreFixture,
  tenant: keyof typeof DEMO_STAFF,
) {
  const owner = DEMO_STAFF[tenant].owner;
  const login = await staffApi(store.url, tenant, '/api/admin/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  const { accessToken } = await staffApi(store.url, tenant, '/api/admin/auth/second-factor', {
    challenge: login.challenge,
    code: await unusedCode(page, owner.totp),
  });
  const email = `catalogo-${Date.now().toString(36)}@${tenant}.example`;
  await staffApi(
    store.url,
    tenant,
    '/api/admin/staff',
    { email, role: 'catalogue' },
    String(accessToken),
  );
  const brand = (await store.config(tenant)).name;
  const mail = await mailTo(store.url, email, `Invitación al equipo de ${brand}`);
  const code = new URL(linkIn(mail, `/${tenant}/admin/invitation`), store.url).searchParams.get(
    'code',
  );
  await staffApi(store.url, tenant, '/api/admin/auth/accept-invitation', {
    code,
    password: PASSWORD,
  });
  return { email, password: PASSWORD };
}
