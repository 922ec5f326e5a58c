// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backendWith, meFor, renderApp, SIGNED_IN_USER, stubMe, userWith } from './helpers';

async function renderDashboard(user = SIGNED_IN_USER, me = meFor(user) as ReturnType<typeof meFor> | null) {
  stubMe(me);
  renderApp('/dashboard', backendWith(user));
  return screen.findByRole('heading', { level: 1 });
}

const linkIn = (name: string, container: HTMLElement = document.body) =>
  within(container).getByRole('link', { name: new RegExp(name) }).getAttribute('href');

describe('dashboard greeting', () => {
  it('greets by the first name of the full name from /api/me', async () => {
    await renderDashboard(userWith({ fullName: 'Token Name' }), meFor(SIGNED_IN_USER, { fullName: '  Grace  Hopper ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace!' })).toBeTruthy();
    // Page metadata is applied from an effect, which may land just after the text it waits on.
    await waitFor(() => expect(document.title).toBe('Dashboard | Greenroom'));
  });

  it("falls back to the ID token's name when /api/me fails", async () => {
    const heading = await renderDashboard(userWith({ fullName: 'Ada Lovelace' }), null);
    expect(heading.textContent).toBe('Welcome back, Ada!');
  });

  it("says 'Creator' when there is no name at all", async () => {
    const user = userWith({ fullName: null });
    await renderDashboard(user, meFor(user, { fullName: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Creator!' })).toBeTruthy();
  });
});

describe('dashboard cards', () => {
  it('links the feature cards, Self-Tape Buddy labelled Popular', async () => {
    await renderDashboard();
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(linkIn('Self-Tape Buddy', featured)).toBe('/self-tape-buddy');
    expect(within(featured).getByRole('link', { name: /Self-Tape Buddy/ }).textContent).toContain('Popular');
    expect(linkIn('10k Hour Tracker', featured)).toBe('/progress');
    expect(linkIn('Book Coaching', featured)).toBe('/booking');
  });

  it('has the quick-access cards and View All Tools', async () => {
    await renderDashboard();
    const quick = screen.getByRole('region', { name: 'Quick Access' });
    const hrefs = within(quick)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(['/toolkit', '/studio', '/groups', '/scripts', '/messages']);
    expect(linkIn('View All Tools', quick)).toBe('/toolkit');
  });

  it('shows the Monthly Creator Plan banner until it is dismissed', async () => {
    await renderDashboard();
    const banner = screen.getByRole('region', { name: 'Monthly Creator Plan' });
    expect(banner.textContent).toContain('$29/month');
    expect(banner.textContent).toContain('Unlimited AI feedback + 1 free coaching session');
    expect(linkIn('Start Free Trial', banner)).toBe('/pricing');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss plan offer' }));
    expect(screen.queryByRole('region', { name: 'Monthly Creator Plan' })).toBeNull();
  });
});
