import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * `visit` opens a path, audits it with axe and checks nothing broke the Content-Security-Policy,
 * so every page a browser test visits is checked. `audit` does the same checks for the page as it
 * is now (after in-app navigation, or with a dialog open).
 */
export const test = base.extend<{ visit: (path: string) => Promise<void>; audit: () => Promise<void> }>({
  baseURL: async ({}, use) => use(process.env.E2E_APP_URL),
  audit: async ({ page }, use) => {
    const blockedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) blockedByPolicy.push(message.text());
    });
    await use(async () => {
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      expect(blockedByPolicy, 'the page breaks its own Content-Security-Policy').toEqual([]);
    });
  },
  visit: async ({ page, audit }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await audit();
    });
  },
});

export { expect };

export interface OutboxMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export async function outbox(): Promise<OutboxMail[]> {
  const response = await fetch(`${process.env.E2E_MAIL_URL}/store`);
  return ((await response.json()) as { emails: OutboxMail[] }).emails;
}
