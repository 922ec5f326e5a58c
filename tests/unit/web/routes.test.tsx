// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROTECTED_PAGES, PUBLIC_PAGES } from '../../../web/src/pages/page-names';
import { backendWith, foreverLoadingBackend, meFor, renderApp, SIGNED_IN_USER, stubMe } from './helpers';

const currentPath = () => screen.getByTestId('path').textContent;

/** Concrete URLs for route patterns. */
const url = (path: string) => path.replace(':courseId', 'course-42');

/** Protected screens this build implements (tested in their own files). */
const BUILT = new Set(['/dashboard', '/profile']);
const NOT_BUILT_PROTECTED = PROTECTED_PAGES.filter((page) => !BUILT.has(page.path));

describe('404 page', () => {
  it("shows 'Oops! Page not found' with a link home, and logs the miss", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    // The miss is logged from an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route: /no-such-page'));
  });
});

describe('protected routes', () => {
  it("say 'Loading...' while the session loads", async () => {
    renderApp('/dashboard', foreverLoadingBackend);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
  });

  it.each(PROTECTED_PAGES.map((page) => url(page.path)))('%s sends a visitor to /auth', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Greenroom' })).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });

  it.each(NOT_BUILT_PROTECTED.map((page) => [url(page.path), page.name]))('%s opens for a signed-in user', async (path, name) => {
    stubMe(meFor(SIGNED_IN_USER));
    renderApp(path, backendWith(SIGNED_IN_USER));
    expect(await screen.findByText(`${name} is not built yet.`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // Page metadata is applied from an effect, which may land just after the text it waits on.
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'));
    expect(currentPath()).toBe(path);
  });

  it('the course screen serves both /studio/course/:id and /studio/notes/:id', () => {
    const course = PROTECTED_PAGES.filter((page) => page.path.startsWith('/studio/'));
    expect(course.map((page) => page.path)).toEqual(['/studio/course/:courseId', '/studio/notes/:courseId']);
    expect(new Set(course.map((page) => page.name)).size).toBe(1);
  });
});

describe('public routes', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page.name]))('%s is open to visitors', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getByText(`${name} is not built yet.`)).toBeTruthy();
    expect(currentPath()).toBe(path);
  });

  it('every route of the spec is declared', () => {
    const declared = [...PUBLIC_PAGES, ...PROTECTED_PAGES].map((page) => page.path);
    const spec = [
      '/blog', '/faq', '/pricing', '/help', '/test-functions', '/privacy-policy', '/terms-of-service', '/terms', '/privacy',
      '/dashboard', '/scripts', '/progress', '/community', '/toolkit', '/affirmations', '/studio',
      '/studio/course/:courseId', '/studio/notes/:courseId', '/self-tape-buddy', '/instructor', '/admin-crm',
      '/user-management', '/groups', '/messages', '/store', '/incubator', '/profile', '/support', '/referrals',
      '/booking', '/blog/new',
    ];
    expect([...declared].sort()).toEqual([...spec].sort());
  });

  it('/terms and /privacy show the legal pages', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
  });

  it('the landing page shows to visitors', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it('/auth shows the Sign In and Sign Up tabs', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up', selected: false })).toBeTruthy();
  });

  it.each(['/', '/auth'])('%s sends a signed-in user to /dashboard', async (path) => {
    stubMe(meFor(SIGNED_IN_USER));
    renderApp(path, backendWith(SIGNED_IN_USER));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
  });
});
