import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

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

const usedSteps = new Map<string, number>();

/**
 * A code for a time step this worker has not used yet: the store takes each code once, so a
 * second login of the same owner within 30 s (the next test of the file) sends the next step's
 * code, which the store accepts within its one step of drift.
 */
function unusedCode(secret: string): string {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
  usedSteps.set(secret, step);
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
    // Two specs of a run (two workers) may log the same owner in within one 30 s step, and the
    // store takes each step's code once: the one refused sends the next step's code.
    for (let tries = 0; tries < 2; tries++) {
      await page.getByLabel('Código').fill(unusedCode(who.totp));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await inside.or(refused).waitFor();
      if (await inside.isVisible()) break;
    }
  }
  await inside.waitFor();
}
