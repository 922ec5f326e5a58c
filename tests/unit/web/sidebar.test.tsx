// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_NAV } from '../../../web/src/shell/nav-items';
import type { SessionRole, SessionUser } from '../../../web/src/session';
import { backendWith, meFor, renderApp, stubMe, userWith } from './helpers';

const currentPath = () => screen.getByTestId('path').textContent;

async function renderShell(user: SessionUser, { credits = 3 as number | null, path = '/dashboard' } = {}) {
  stubMe(credits === null ? null : meFor(user, { credits: { credits, totalEarned: 3 } }));
  const backend = backendWith(user);
  const signOut = vi.spyOn(backend, 'signOut');
  renderApp(path, backend);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return { nav, signOut };
}

/** The visible labels of the navigation's links (the premium mark is for screen readers). */
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace('(Premium)', '').trim());
const creditsLink = () => screen.getByRole('link', { name: /credit/ });
const sidebar = () => document.getElementById('app-sidebar');
const withRoles = (...roles: SessionRole[]) => userWith({ roles });

afterEach(() => {
  vi.useRealTimers();
});

describe('sidebar navigation', () => {
  it('lists the spec navigation in order, with the premium items marked', async () => {
    const { nav } = await renderShell(withRoles('student'));
    expect(linkNames(nav)).toEqual(MAIN_NAV.map((item) => item.label));
    expect(MAIN_NAV.map((item) => item.label)).toEqual([
      'Dashboard', 'Community', 'Groups', 'Messages', 'Studio', 'Toolkit', 'Self-Tape Buddy', 'Scripts', 'Incubator',
      'Affirmations', 'Progress', 'Help', 'Store', 'Blog', 'Profile', 'Referrals', 'Support', 'Book Coaching', 'FAQ',
    ]);
    expect(within(nav).getByRole('link', { name: /^Self-Tape Buddy\s*\(Premium\)$/ }).getAttribute('href')).toBe('/self-tape-buddy');
    expect(within(nav).getByRole('link', { name: /^Store\s*\(Premium\)$/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Scripts' })).toBeTruthy();
  });

  it('marks the current page', async () => {
    const { nav } = await renderShell(withRoles('student'));
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Scripts' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    [['student'], []],
    [['instructor', 'student'], ['Instructor Dashboard']],
    [['admin', 'student'], ['Instructor Dashboard', 'Admin CRM', 'User Management']],
    [[], []],
  ] as [SessionRole[], string[]][])('roles %j add %j', async (roles, staffItems) => {
    const { nav } = await renderShell(withRoles(...roles));
    expect(linkNames(nav).slice(MAIN_NAV.length)).toEqual(staffItems);
  });

  it('the staff links go to their pages', async () => {
    const { nav } = await renderShell(withRoles('admin'));
    const hrefs = ['Instructor Dashboard', 'Admin CRM', 'User Management'].map((name) =>
      within(nav).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/instructor', '/admin-crm', '/user-management']);
  });
});

describe('credits button', () => {
  it.each([
    [3, '3 credits', false],
    [2, '2 credits', false],
    [1, '1 credit', true],
    [0, '0 credits', true],
  ])('%i credits reads %s (highlighted: %s) and opens /pricing', async (credits, label, low) => {
    await renderShell(withRoles('student'), { credits });
    await waitFor(() => expect(creditsLink().textContent).toContain(label));
    expect(creditsLink().getAttribute('href')).toBe('/pricing');
    expect(creditsLink().hasAttribute('data-low-credits')).toBe(low);
  });

  it('shows 0 (highlighted) when the credits cannot be read', async () => {
    await renderShell(withRoles('student'), { credits: null });
    await waitFor(() => expect(creditsLink().textContent).toContain('0 credits'));
    expect(creditsLink().getAttribute('data-low-credits')).toBe('true');
  });
});

describe('collapsing', () => {
  it('is expanded by default and remembers the state in a 7-day cookie', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    await renderShell(withRoles('student'));
    expect(sidebar()?.dataset.state).toBe('expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebar()?.dataset.state).toBe('collapsed');
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });

  it('ctrl+b and meta+b toggle it', async () => {
    await renderShell(withRoles('student'));
    // The shortcut listener is attached by an effect, which may run just after the shell is on screen.
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
      expect(sidebar()?.dataset.state).toBe('collapsed');
    });
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar()?.dataset.state).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar()?.dataset.state).toBe('expanded');
  });

  it('starts collapsed when the cookie says so; labels become tooltips after 700 ms', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    const { nav } = await renderShell(withRoles('student'));
    expect(sidebar()?.dataset.state).toBe('collapsed');
    const scripts = within(nav).getByRole('link', { name: 'Scripts' });
    vi.useFakeTimers();
    fireEvent.focus(scripts);
    act(() => vi.advanceTimersByTime(699));
    expect(document.querySelector('[data-tooltip]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-tooltip]')?.textContent).toBe('Scripts');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(document.querySelector('[data-tooltip]')).toBeNull();
  });

  it('shows no tooltips while expanded', async () => {
    const { nav } = await renderShell(withRoles('student'));
    vi.useFakeTimers();
    fireEvent.focus(within(nav).getByRole('link', { name: 'Scripts' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(document.querySelector('[data-tooltip]')).toBeNull();
  });
});

describe('mobile sheet', () => {
  function stubMobileScreen() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('below 768px the sidebar is a sheet the trigger opens and Escape closes', async () => {
    stubMobileScreen();
    stubMe(meFor(withRoles('student')));
    renderApp('/dashboard', backendWith(withRoles('student')));
    const trigger = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    trigger.focus();
    fireEvent.click(trigger);
    // The sheet's code loads on first open.
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Close navigation' })));

    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when the user navigates', async () => {
    stubMobileScreen();
    stubMe(meFor(withRoles('student')));
    renderApp('/dashboard', backendWith(withRoles('student')));
    fireEvent.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Scripts' }));
    await waitFor(() => expect(currentPath()).toBe('/scripts'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sign out', () => {
  it('ends the session and goes to /auth', async () => {
    const { signOut } = await renderShell(withRoles('student'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
