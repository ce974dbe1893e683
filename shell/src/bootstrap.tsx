import { createRoot } from 'react-dom/client';
import { localeOf } from '@store/contracts';
import { configureApi, initI18n, registerMessages } from '@store/platform';
import { App } from './app';
import { watchChunkErrors } from './boot/chunk-reload';
import { keepLocaleCookie } from './boot/locale-cookie';
import { restartWithoutTenant } from './boot/null-tenant';
import { readBoot } from './boot/read-boot';
import { registerLiveRemotes } from './federation/register-remotes';
import { SHELL_MESSAGES } from './i18n/messages';
import { REGION_MESSAGES } from './i18n/region-messages';
import { startSession } from './session/start-session';
import { ensureTemplateStyle } from './templates/template-style';
import { applyIdentity } from './theme/apply-theme';

/** Boot, in the order of DESIGN.md section 2. */
async function start() {
  watchChunkErrors();
  const boot = await readBoot();
  const { tenant, config } = boot;
  configureApi({ tenant });
  if (await restartWithoutTenant(config, tenant)) return;
  const locale = localeOf(config.environment);
  initI18n(locale);
  keepLocaleCookie(tenant, locale);
  registerMessages('shell', SHELL_MESSAGES);
  registerMessages('region', REGION_MESSAGES);
  applyIdentity(config, locale);
  void ensureTemplateStyle(config.templateFK.id).catch(() => undefined);
  await startSession(tenant);
  registerLiveRemotes(boot.deploy);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App boot={boot} />);
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
    message.textContent = 'No pudimos abrir la tienda. Revisá tu conexión y recargá la página.';
    root.append(message);
  }
});
