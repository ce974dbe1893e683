// The design tokens and base styles, once for the page and first: @store/ui is bundled into each
// app (not shared), and an import of it inside the package was dropped as free of side effects.
import '@store/ui/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { localeOf, type BootPayload } from '@store/contracts';
import {
  configureApi,
  createPageData,
  holdCallsUntil,
  initI18n,
  registerMessages,
} from '@store/platform';
import { App } from './app';
import { reloadForChunkError, watchChunkErrors } from './boot/chunk-reload';
import { keepLocaleCookie } from './boot/locale-cookie';
import { nextTask } from './boot/next-task';
import { restartWithoutTenant } from './boot/null-tenant';
import { nameServerStylesheets } from './boot/server-stylesheets';
import { readBoot } from './boot/read-boot';
import { preloadDialog } from './chrome/dialog';
import { preloadRemoteComponent } from './federation/load-remote-module';
import { registerLiveRemotes } from './federation/register-remotes';
import { keepServerMarkup } from './federation/server-markup';
import { pageSettled } from './layout/page-readiness';
import { SHELL_MESSAGES } from './i18n/messages';
import { REGION_MESSAGES } from './i18n/region-messages';
import { keepSignedInCookie } from './session/signed-in';
import { startSession } from './session/start-session';
import { ensureTemplateStyle } from './templates/template-style';
import { applyIdentity } from './theme/apply-theme';

/** Boot, in the order of DESIGN.md section 2. */
async function start() {
  watchChunkErrors();
  // Three tasks instead of one: evaluating the shell's modules (React, the router, the shared
  // packages), starting the session and the remotes, then loading the page's module. Together
  // they were one task of 30-60 ms here, which Lighthouse's 4x slower phone counts as blocking.
  await nextTask();
  const boot = await readBoot();
  const { tenant, config } = boot;
  configureApi({ tenant });
  if (await restartWithoutTenant(config, tenant)) return;
  const locale = localeOf(config.environment);
  initI18n(locale);
  keepLocaleCookie(tenant, locale);
  registerMessages('shell', SHELL_MESSAGES);
  registerMessages('region', REGION_MESSAGES);
  applyIdentity(config);
  void ensureTemplateStyle(config.templateFK.id).catch(() => undefined);
  // The page hydrates while the session starts: a first visit's guest token is a round trip
  // (0.4 s on a throttled phone) that the server-rendered page does not need, and every API call
  // waits for the session instead. The session's rules and their calls wait until the page has
  // settled (or a buyer needs them first), so they and the API client's library load after the
  // page is usable; the stored session is restored now.
  const settled = pageSettled();
  holdCallsUntil(startSession(tenant, window.localStorage, settled));
  void settled.then(preloadDialog);
  keepSignedInCookie(tenant);
  nameServerStylesheets();
  registerLiveRemotes(boot.deploy);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  if (await readyToHydrate(boot, root)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one
    // long task: the page it hydrates is already painted, and its controls wait (HydratedControls).
    startTransition(() => {
      hydrateRoot(root, <App boot={boot} pageData={createPageData(boot.ssr?.data)} />);
    });
  } else {
    createRoot(root).render(<App boot={boot} />);
  }
}

/**
 * A server-rendered page hydrates once its page module has loaded (so the first render matches
 * the server's). If it cannot load, the page's server markup is kept as it is (read-only, see
 * `server-markup.tsx`) and the rest hydrates; without such markup the page is rendered afresh,
 * with the slot's own fallback.
 */
async function readyToHydrate(boot: BootPayload, root: HTMLElement): Promise<boolean> {
  if (!boot.ssr) return false;
  try {
    await preloadRemoteComponent(boot.ssr.page);
    return true;
  } catch (error) {
    // A deploy replaced the files this page names: a fresh page gets the live ones.
    if (reloadForChunkError((error as Error).cause)) return false;
    console.error('[store] the page could not load its remote; its server markup stays', error);
    return keepServerMarkup(boot.ssr.page, root);
  }
}

start().catch((error: unknown) => {
  console.error('[store] the store could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML = '';
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText =
      'max-width:40rem;margin:20vh auto;padding:0 16px;font-size:1.1rem;text-align:center';
    // Its messages may not be loaded yet: neutral Spanish, right in either country.
    message.textContent =
      'No pudimos abrir la tienda. Puede ser la conexión: al recargar la página se intenta de nuevo.';
    root.append(message);
  }
});
