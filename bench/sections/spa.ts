import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';
import type { Figure } from '../report';
import { median, repeat, round } from '../stats';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const LIGHTHOUSE_RUNS = 3;

/** Gzip bytes of the JS and CSS a fresh visit to a route loads (lazy chunks included). */
async function routeWeight(context: BrowserContext, url: string): Promise<{ js: number; css: number; files: string[] }> {
  const page = await context.newPage();
  const seen: { url: string; type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.push({ url: response.url(), type, bytes: gzipSync(body).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const sum = (type: string) => seen.filter((s) => s.type === type).reduce((total, s) => total + s.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: seen.map((s) => new URL(s.url).pathname) };
}

async function signedInState(appUrl: string, email: string, password: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS.slice(1) });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel(/^email/i).first().fill(email);
  await page.getByLabel(/^password/i).first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).last().click();
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
  const state = await context.storageState();
  await browser.close();
  return state;
}

async function lighthouseScores(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const lhr = result!.lhr;
    return {
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      failedAccessibilityAudits: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** 4. What the SPA costs a visitor: route JS/CSS (gzip) and Lighthouse on / and /auth (mobile). */
export async function measureSpa(appUrl: string, demo: { email: string; password: string }) {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS.slice(1) });
  const anonymous = await browser.newContext();
  const landing = await routeWeight(anonymous, `${appUrl}/`);
  let dashboard: Awaited<ReturnType<typeof routeWeight>> | null = null;
  let dashboardError: string | null = null;
  try {
    const signedIn = await browser.newContext({ storageState: await signedInState(appUrl, demo.email, demo.password) });
    dashboard = await routeWeight(signedIn, `${appUrl}/dashboard`);
  } catch (error) {
    dashboardError = (error as Error).message.split('\n')[0]!;
  }
  await browser.close();
  details.routeWeights = { landing, dashboard, dashboardError };
  figures.push(
    { section: 'spa', name: 'landing JS (gzip)', value: round(landing.js / 1024), unit: 'KB', budget: { op: '<=', value: 120 } },
    { section: 'spa', name: 'landing CSS (gzip)', value: round(landing.css / 1024), unit: 'KB' },
    { section: 'spa', name: '/dashboard JS (gzip)', value: dashboard ? round(dashboard.js / 1024) : Number.NaN, unit: 'KB', note: dashboardError ?? 'fresh visit, signed in' },
    { section: 'spa', name: '/dashboard CSS (gzip)', value: dashboard ? round(dashboard.css / 1024) : Number.NaN, unit: 'KB' },
  );

  for (const path of ['/', '/auth']) {
    const runs = await repeat(LIGHTHOUSE_RUNS, () => lighthouseScores(`${appUrl}${path}`));
    const m = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick));
    details[`lighthouse ${path}`] = runs;
    figures.push(
      { section: 'lighthouse', name: `${path} performance`, value: m((r) => r.performance), unit: '', budget: { op: '>=', value: 95 } },
      { section: 'lighthouse', name: `${path} accessibility`, value: m((r) => r.accessibility), unit: '', budget: { op: '=', value: 100 } },
      { section: 'lighthouse', name: `${path} best practices`, value: m((r) => r.bestPractices), unit: '' },
      { section: 'lighthouse', name: `${path} LCP`, value: round(m((r) => r.lcpMs)), unit: 'ms', budget: { op: '<=', value: 2500 } },
      { section: 'lighthouse', name: `${path} CLS`, value: round(m((r) => r.cls), 3), unit: '', budget: { op: '<=', value: 0.1 } },
      { section: 'lighthouse', name: `${path} TBT`, value: round(m((r) => r.tbtMs)), unit: 'ms' },
    );
  }
  return { figures, details };
}
