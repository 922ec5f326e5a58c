// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getThemeSnapshot,
  nextPreference,
  readStoredPreference,
  resetThemeStoreForTests,
  resolveTheme,
  setThemePreference,
  subscribeTheme,
  THEME_BOOT_SCRIPT,
  THEME_STORAGE_KEY,
} from '../../../web/src/theme/theme-store';
import { ThemeToggle } from '../../../web/src/theme/ThemeToggle';
import './helpers';

/** A controllable `(prefers-color-scheme: light)` media query. */
function stubSystemTheme(prefersLight: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: prefersLight,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => query));
  return {
    change(light: boolean) {
      query.matches = light;
      listeners.forEach((listener) => listener());
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  resetThemeStoreForTests();
  document.documentElement.className = '';
});

describe('theme store', () => {
  it('defaults to following the system, dark unless the system asks for light', () => {
    stubSystemTheme(false);
    expect(getThemeSnapshot()).toEqual({ preference: 'system', resolved: 'dark' });
    resetThemeStoreForTests();
    stubSystemTheme(true);
    expect(getThemeSnapshot()).toEqual({ preference: 'system', resolved: 'light' });
  });

  it('is dark when the browser cannot tell the system setting', () => {
    expect(resolveTheme('system', false)).toBe('dark');
    expect(getThemeSnapshot().resolved).toBe('dark');
  });

  it('remembers the choice in localStorage and applies it to <html>', () => {
    stubSystemTheme(false);
    setThemePreference('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
    setThemePreference('dark');
    expect(isDark()).toBe(true);
    resetThemeStoreForTests();
    expect(getThemeSnapshot()).toEqual({ preference: 'dark', resolved: 'dark' });
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredPreference()).toBe('system');
  });

  it('follows system changes while the preference is system', () => {
    const system = stubSystemTheme(false);
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    expect(getThemeSnapshot().resolved).toBe('dark');
    system.change(true);
    expect(getThemeSnapshot().resolved).toBe('light');
    expect(isDark()).toBe(false);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('cycles dark → light → system → dark', () => {
    expect(nextPreference('dark')).toBe('light');
    expect(nextPreference('light')).toBe('system');
    expect(nextPreference('system')).toBe('dark');
  });

  it.each([
    ['light', false, false],
    ['dark', true, true],
    [null, false, true],
    [null, true, false],
  ] as const)('boot script: stored %s, system prefers light %s → dark %s', (stored, prefersLight, dark) => {
    stubSystemTheme(prefersLight);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    new Function(THEME_BOOT_SCRIPT)();
    expect(isDark()).toBe(dark);
  });
});

describe('theme toggle', () => {
  it('is a named button that switches and remembers the theme', () => {
    stubSystemTheme(true);
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Theme: system. Switch to dark theme' });
    act(() => fireEvent.click(button));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(isDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Theme: dark. Switch to light theme' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(isDark()).toBe(false);
  });
});
