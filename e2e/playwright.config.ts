import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './support/paths.ts';

// Debian's Chromium, started as on our machines: without the background-networking flags it
// keeps trying hosts this closed network refuses.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../.store/e2e-results',
  timeout: 60_000,
  // A retried block (`toPass`) tries again every 250 ms, not every second once it waited 2 s.
  expect: { timeout: 10_000, toPass: { intervals: [100, 250] } },
  // This machine and CI's have 2 cores: a browser each, the store's process beside them.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../.store/e2e-report' }],
    // Each test's time, for the slowest files at the end of npm test (scripts/test-timings.mjs).
    ['json', { outputFile: '../.store/test-timings/e2e.json' }],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    locale: 'es-AR',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: every action, the DOM before and after it, the network and
    // the console. Without the screencast: its frames cost 40 % of the journeys' CPU (measured on
    // four specs: 365 s with it, 243 s without, 207 s with no trace); the failure's screenshot
    // stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grep: /@mobile/ },
  ],
});
