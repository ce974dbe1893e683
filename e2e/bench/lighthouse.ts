import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM } from '../support/paths.ts';

/** One run's report. */
export type LighthouseRun = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseResult {
  url: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Time to interactive: when the page is usable (not in the score since Lighthouse 10). */
  ttiMs: number;
  /**
   * Lighthouse's measure of this machine's speed in the median run (a JavaScript loop in the
   * browser): figures taken on machines whose indexes differ are not comparable.
   */
  benchmarkIndex: number;
  /** The runs the median was taken of (failed runs are left out). */
  runs: number;
  /** Why each left-out run failed: Lighthouse's error code (`NO_NAVSTART`, `NO_FCP`, ...). */
  failures: string[];
}

/** Lighthouse's default mobile run, the median of `runs` runs (LCP moves between runs). */
export async function runLighthouse(url: string, runs = 5): Promise<LighthouseResult> {
  const lhrs: LighthouseRun[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      // A run without figures has nothing to take a median of: it is left out, with its error.
      // Seen here: NO_NAVSTART, Lighthouse's own trace missing the navigation's start.
      if (result && result.lhr.audits['first-contentful-paint']?.numericValue !== undefined)
        lhrs.push(result.lhr);
      else failures.push(result?.lhr.runtimeError?.code ?? 'no result');
    } finally {
      await chrome.kill();
    }
  }
  return medianOf(url, lhrs, failures);
}

/** The figures of the median of `lhrs` (a run's LCP moves between runs). */
export function medianOf(url: string, lhrs: LighthouseRun[], failures: string[]): LighthouseResult {
  if (lhrs.length === 0)
    throw new Error(`Lighthouse: no run of ${url} gave figures (${failures.join(', ')})`);
  const median = computeMedianRun(lhrs);
  const audit = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: Math.round((median.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    ttiMs: Math.round(audit('interactive')),
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    runs: lhrs.length,
    failures,
  };
}
