/**
 * Colour theme: the user's preference (light, dark or system) is remembered in localStorage;
 * the applied theme is light or dark. Default: follow the system, and dark unless the system
 * explicitly asks for light.
 *
 * The boot script in index.html is generated from THEME_BOOT_SCRIPT below, so the storage key
 * and the resolution rule are declared once.
 */

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'greenroom-theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['dark', 'light', 'system'];
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';
export const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#09090b' };

const LIGHT_QUERY = '(prefers-color-scheme: light)';

export interface ThemeSnapshot {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function systemPrefersLight(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(LIGHT_QUERY).matches
    : false;
}

export function resolveTheme(preference: ThemePreference, prefersLight: boolean): ResolvedTheme {
  if (preference === 'system') return prefersLight ? 'light' : 'dark';
  return preference;
}

export function readStoredPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

/** The preference after `current` when cycling with the header toggle. */
export function nextPreference(current: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(current);
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? DEFAULT_THEME_PREFERENCE;
}

export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolved]);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: ThemeSnapshot | null = null;
let mediaQuery: MediaQueryList | null = null;

function computeSnapshot(): ThemeSnapshot {
  const preference = readStoredPreference();
  return { preference, resolved: resolveTheme(preference, systemPrefersLight()) };
}

function refresh(): void {
  const next = computeSnapshot();
  if (snapshot && next.preference === snapshot.preference && next.resolved === snapshot.resolved) return;
  snapshot = next;
  applyTheme(next.resolved);
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
}

export function getThemeSnapshot(): ThemeSnapshot {
  snapshot ??= computeSnapshot();
  return snapshot;
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  snapshot = { preference, resolved: resolveTheme(preference, systemPrefersLight()) };
  applyTheme(snapshot.resolved);
  listeners.forEach((listener) => listener());
}

/** Subscribe to theme changes (own changes, other tabs, and the system setting). */
export function subscribeTheme(listener: Listener): () => void {
  if (listeners.size === 0) {
    if (typeof window.matchMedia === 'function') {
      mediaQuery = window.matchMedia(LIGHT_QUERY);
      mediaQuery.addEventListener('change', refresh);
    }
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      mediaQuery?.removeEventListener('change', refresh);
      mediaQuery = null;
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** Forget cached state (tests). */
export function resetThemeStoreForTests(): void {
  snapshot = null;
}

/**
 * Runs in <head> before the page paints, so the first frame already has the right theme.
 * Kept tiny and dependency-free; injected into index.html by the Vite config.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});}catch(e){}if(p!=='light'&&p!=='dark')p='system';var l=p==='light'||(p==='system'&&window.matchMedia&&matchMedia(${JSON.stringify(
  LIGHT_QUERY,
)}).matches);var r=document.documentElement;r.classList.toggle('dark',!l);r.style.colorScheme=l?'light':'dark';var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',l?${JSON.stringify(
  THEME_COLORS.light,
)}:${JSON.stringify(THEME_COLORS.dark)});})();`;
