import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_HEADLESS_SHELL } from './support/paths.ts';

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

// Journeys that switch what every other journey relies on (the published look, registration, the
// about text and bank details of a demo store) run after all the others, never beside one.
const STORE_WIDE = /\.store-wide\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests',
  outputDir: '../.store/e2e-results',
  timeout: 60_000,
  // A retried block (`toPass`) tries again every 250 ms, not every second once it waited 2 s.
  expect: { timeout: 10_000, toPass: { intervals: [100, 250] } },
  // This machine and CI's have 2 cores: a browser each, the store's process beside them.
  workers: 2,
  // A failed test runs once more, recording its trace; a test that passes only the second time
  // still fails the run (`failOnFlakyTests`): the retry is there for the trace, not to hide it.
  retries: 1,
  failOnFlakyTests: true,
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
    // A failed test's second run records its trace: every action, the DOM before and after it,
    // the network and the console (no screencast, which cost 40 % of the journeys' CPU). Passing
    // tests record none: recording the DOM's snapshots for every test cost 12 % of the journeys'
    // time (four specs, 24 tests: 58 to 61 s with it, 51 s without). The first failure keeps its
    // screenshot and the page's accessibility tree (error-context.md).
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true },
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: STORE_WIDE },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grep: /@mobile/,
      testIgnore: STORE_WIDE,
    },
    {
      name: 'store-wide',
      use: desktop,
      testMatch: STORE_WIDE,
      dependencies: ['desktop', 'mobile'],
    },
  ],
});
