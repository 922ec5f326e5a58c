import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, outbox, test } from './fixtures';

/** The seeded demo accounts' password (infra/local/seed.ts) and the demo instructor's studio code. */
const DEMO_PASSWORD = 'greenroom-demo';
const DEMO_STUDIO_CODE = 'STAGE2026';
const NEW_PASSWORD = 'stage-left-42';

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The 6-digit code of the newest mail to `email` in the local SES outbox. */
async function confirmationCodeFor(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await outbox()).filter((item) => item.destination.to.includes(email)).at(-1);
        code = `${mail?.body.text ?? ''} ${mail?.body.html ?? ''}`.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a confirmation code mailed to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

async function signUp(page: Page, visit: (path: string) => Promise<void>, fields: { fullName: string; email: string; studioCode?: string }) {
  await visit('/auth?tab=sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(fields.fullName);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Password').fill(NEW_PASSWORD);
  if (fields.studioCode) await form.getByLabel('Studio Code').fill(fields.studioCode);
  await form.getByRole('button', { name: 'Sign Up' }).click();

  const confirm = page.getByRole('form', { name: 'Confirm your email' });
  await confirm.getByLabel('Confirmation Code').fill(await confirmationCodeFor(fields.email));
  await confirm.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signIn(page: Page, visit: (path: string) => Promise<void>, email: string, password: string) {
  await visit('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('accounts and the app shell', () => {
  test('a new student signs up with a studio code, confirms by email, and meets the dashboard', async ({ page, visit, audit }) => {
    const email = uniqueEmail('student');
    await signUp(page, visit, { fullName: 'Stella  Adler', email, studioCode: ` ${DEMO_STUDIO_CODE.toLowerCase()} ` });

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Stella!' })).toBeVisible();
    await expect(page.getByRole('link', { name: '3 credits' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Scripts' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Instructor Dashboard' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Admin CRM' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'User Management' })).toHaveCount(0);
    await audit();

    await signOut(page);
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  });

  test('a wrong studio code is refused with the spec message', async ({ page, visit }) => {
    await visit('/auth?tab=sign-up');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Uta Hagen');
    await form.getByLabel('Email').fill(uniqueEmail('bad-code'));
    await form.getByLabel('Password').fill(NEW_PASSWORD);
    await form.getByLabel('Studio Code').fill('NO-SUCH-CODE');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Invalid studio code', { exact: true })).toBeVisible();
    await expect(form).toBeVisible();
  });

  test('an admin signs in and sees the staff tools', async ({ page, visit }) => {
    await signIn(page, visit, 'admin@greenroom.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    for (const name of ['Instructor Dashboard', 'Admin CRM', 'User Management']) {
      await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
    }
    await visit('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  });

  test('a signed-out visit to a protected page lands on /auth', async ({ page, visit }) => {
    await visit('/scripts');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('a user turns on TOTP on the profile page, then signs in with a code', async ({ page, visit }) => {
    const email = uniqueEmail('totp');
    await signUp(page, visit, { fullName: 'Sanford Meisner', email });

    await visit('/profile');
    const twoFactor = page.getByRole('region', { name: 'Two-Factor Authentication' });
    await twoFactor.getByRole('button', { name: 'Enable Two-Factor' }).click();
    const secret = await twoFactor.getByLabel('Setup key').inputValue();
    await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await twoFactor.getByLabel('Verification Code').fill(await generate({ secret }));
    await twoFactor.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByText('Two-factor authentication enabled')).toBeVisible();
    await expect(twoFactor.getByRole('button', { name: 'Disable Two-Factor' })).toBeVisible();

    await signOut(page);
    await signIn(page, visit, email, NEW_PASSWORD);
    const codeForm = page.getByRole('form', { name: 'Two-Factor Authentication' });
    await codeForm.getByLabel('Authentication Code').fill(await generate({ secret }));
    await codeForm.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Sanford!' })).toBeVisible();
  });

  test('the sidebar collapses with ctrl+b and stays collapsed after a reload', async ({ page, visit }) => {
    await signIn(page, visit, 'student@greenroom.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.locator('#app-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await visit('/dashboard');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await mainNav(page).getByRole('link', { name: 'Scripts' }).hover();
    await expect(page.locator('[data-tooltip]')).toHaveText('Scripts');
  });
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is a sheet opened by its trigger', async ({ page, visit, audit }) => {
    await signIn(page, visit, 'student@greenroom.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainNav(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await audit();

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await sheet.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(sheet).toHaveCount(0);
  });
});
