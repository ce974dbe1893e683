// Checks hot module replacement in a running `npm run dev`, as a developer sees it: opens the
// store's home in Chromium, types into the header's search box, edits a component of the shell
// (the search box itself) and one of mf-catalog (the home's heading), and expects each change on
// the page with no reload and the typed text still in its field. Reverts the files at the end.
//   npm run dev                      (in another terminal; PORT as there)
//   node scripts/dev-hmr-check.mjs   [store address, default http://localhost:${PORT:-8080}/demo-ar/]
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// playwright-core is the e2e package's (Debian's Chromium, never a downloaded browser).
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core');
const storeUrl = process.argv[2] ?? `http://localhost:${process.env.PORT || 8080}/demo-ar/`;
const TYPED = 'taza térmica';
const SECONDS = 60;

/** One edit of a component's source: a text the page shows once it is hot-replaced. */
const edits = [
  {
    app: 'shell',
    file: 'shell/src/layout/search-box.tsx',
    from: "aria-label={t('nav.searchLabel')}",
    to: (mark) => `aria-label={\`\${t('nav.searchLabel')} ${mark}\`}`,
    shows: (page, mark) => page.getByRole('searchbox', { name: new RegExp(mark) }),
  },
  {
    app: 'mf-catalog',
    file: 'mf-catalog/src/features/home/home-page.tsx',
    from: "<h1>{t('home.title')}</h1>",
    to: (mark) => `<h1>{t('home.title')} ${mark}</h1>`,
    shows: (page, mark) => page.getByRole('heading', { level: 1, name: new RegExp(mark) }),
  },
];

const originals = new Map();
async function edit(file, from, to) {
  const full = path.join(root, file);
  const source = originals.get(full) ?? (await readFile(full, 'utf8'));
  if (!source.includes(from)) throw new Error(`${file} no longer has ${from}: update this check`);
  originals.set(full, source);
  await writeFile(full, source.replace(from, to));
}
const revert = () => Promise.all([...originals].map(([file, text]) => writeFile(file, text)));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
});
let failed = false;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(storeUrl);
  const search = page.getByRole('searchbox').first();
  await search.fill(TYPED, { timeout: SECONDS * 1000 });
  // Set before any edit: a reload would lose it.
  await page.evaluate(() => (globalThis.hmrCheck = 'still here'));

  for (const { app, file, from, to, shows } of edits) {
    const mark = `HMR${Date.now().toString(36)}`;
    const started = Date.now();
    await edit(file, from, to(mark));
    await shows(page, mark).waitFor({ timeout: SECONDS * 1000 });
    const state = await page.evaluate(() => ({
      marker: globalThis.hmrCheck,
      loads: performance.getEntriesByType('navigation').length,
    }));
    const typed = await page.getByRole('searchbox').first().inputValue();
    const kept = state.marker === 'still here' && state.loads === 1 && typed === TYPED;
    console.log(
      `${kept ? 'ok' : 'FAILED'}: ${app} (${file}) updated in ${Date.now() - started} ms, ` +
        `${kept ? 'no reload, typed text kept' : `reload or state lost: ${JSON.stringify({ ...state, typed })}`}`,
    );
    failed ||= !kept;
  }
  await revert();
  for (const { app, shows } of edits)
    await shows(page, 'HMR')
      .waitFor({ state: 'detached', timeout: SECONDS * 1000 })
      .then(() => console.log(`ok: ${app} reverted on the page`));
  if (errors.length > 0) {
    failed = true;
    console.log(`FAILED: errors on the page:\n${errors.join('\n')}`);
  }
} catch (error) {
  failed = true;
  console.log(`FAILED: ${error.message}`);
} finally {
  await revert();
  await browser.close();
}
process.exit(failed ? 1 : 0);
