import { expect, outbox, test } from './fixtures';

test.describe('landing page and lead capture', () => {
  test('a visitor leaves their details, sees the thanks, and both mails reach the outbox', async ({ page, visit }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await visit('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Get started' });
    await form.getByLabel('Name').fill('Stella Adler');
    await form.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    await form.getByRole('button', { name: /get started/i }).click();

    await expect(page.getByText(/thanks/i).first()).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    await expect.poll(async () => (await outbox()).filter((mail) => mail.destination.to.includes(email)).length).toBe(1);
    await expect
      .poll(async () => (await outbox()).filter((mail) => mail.subject === 'New lead: Stella Adler' && mail.body.text?.includes(email)).length)
      .toBe(1);

    await form.getByLabel('Name').fill('Stella Again');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: /get started/i }).click();
    await expect(page.getByText('This email is already registered!')).toBeVisible();
  });

  test('a blank form is refused in the browser with the spec message', async ({ page, visit }) => {
    await visit('/');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/leads')) requests.push(request.url());
    });
    await page.getByRole('form', { name: 'Get started' }).getByRole('button', { name: /get started/i }).click();
    await expect(page.getByText('Please fill in name and email')).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('an unknown path shows the 404 page with a link home', async ({ page, visit }) => {
    await visit('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected page sends a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/scripts');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
