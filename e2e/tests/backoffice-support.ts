import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
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

/** axe's rules and a full-page screenshot at 1366 px and at a phone's 390 px, then 1366 px again. */
export async function lookAt(page: Page, name: string, file: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SCREENSHOTS}/${file}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SCREENSHOTS}/${file}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}
