// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rolesOf, sessionUserFromClaims } from '../../../web/src/session/claims';
import { hasStoredSession, lazySessionBackend } from '../../../web/src/session/lazy-backend';
import type { SessionBackend, SessionUser } from '../../../web/src/session/types';
import * as auth from './amplify-auth-mock';

const hub = vi.hoisted(() => ({ listeners: [] as ((capsule: { payload: { event: string } }) => void)[] }));

vi.mock('aws-amplify/auth', () => import('./amplify-auth-mock'));
vi.mock('aws-amplify/utils', () => ({
  Hub: {
    listen: (_channel: string, listener: (typeof hub.listeners)[number]) => {
      hub.listeners.push(listener);
      return () => hub.listeners.splice(hub.listeners.indexOf(listener), 1);
    },
  },
}));
vi.mock('../../../web/src/auth/amplify', () => ({ ensureAmplifyConfigured: () => Promise.resolve() }));

const ADA: SessionUser = { id: 'sub-1', email: 'ada@example.com', fullName: 'Ada Lovelace', roles: ['admin', 'student'] };
const CLAIMS = { sub: 'sub-1', email: 'ada@example.com', name: 'Ada Lovelace', 'cognito:groups': ['student', 'admin'] };

function sessionWith(claims: Record<string, unknown> | null) {
  auth.fetchAuthSession.mockResolvedValue({
    tokens: claims ? { idToken: { payload: claims, toString: () => 'header.payload.signature' } } : undefined,
  });
}

beforeEach(() => {
  auth.resetAmplifyAuthMocks();
  hub.listeners.length = 0;
});

afterEach(() => localStorage.clear());

describe('ID token claims', () => {
  it('give the user and the roles from cognito:groups', () => {
    expect(sessionUserFromClaims(CLAIMS)).toEqual(ADA);
  });

  it('unknown or unreadable groups yield no roles', () => {
    expect(rolesOf(['guest'])).toEqual([]);
    expect(rolesOf('admin')).toEqual([]);
    expect(rolesOf(undefined)).toEqual([]);
    expect(sessionUserFromClaims({ sub: 'x' })).toEqual({ id: 'x', email: '', fullName: null, roles: [] });
    expect(sessionUserFromClaims({ email: 'no-sub@example.com' })).toBeNull();
  });
});

describe('Amplify session backend', () => {
  const load = async () => (await import('../../../web/src/session/amplify-backend')).amplifySessionBackend;

  it('reads the user from the ID token, and the token for API calls', async () => {
    sessionWith(CLAIMS);
    const backend = await load();
    expect(await backend.load()).toEqual(ADA);
    expect(await backend.getIdToken()).toBe('header.payload.signature');
  });

  it('is signed out with no tokens, or when the session cannot be read', async () => {
    const backend = await load();
    sessionWith(null);
    expect(await backend.load()).toBeNull();
    auth.fetchAuthSession.mockRejectedValue(new Error('network'));
    expect(await backend.load()).toBeNull();
    expect(await backend.getIdToken()).toBeNull();
  });

  it('follows the Hub auth events', async () => {
    const backend = await load();
    const listener = vi.fn();
    const unsubscribe = backend.subscribe(listener);
    sessionWith(CLAIMS);
    hub.listeners.forEach((notify) => notify({ payload: { event: 'signedIn' } }));
    await vi.waitFor(() => expect(listener).toHaveBeenLastCalledWith(ADA));
    hub.listeners.forEach((notify) => notify({ payload: { event: 'signedOut' } }));
    expect(listener).toHaveBeenLastCalledWith(null);
    sessionWith(null);
    hub.listeners.forEach((notify) => notify({ payload: { event: 'tokenRefresh_failure' } }));
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(3));
    expect(listener).toHaveBeenLastCalledWith(null);
    unsubscribe();
    expect(hub.listeners).toHaveLength(0);
  });

  it('signs out through Amplify', async () => {
    auth.signOut.mockResolvedValue(undefined);
    await (await load()).signOut();
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});

describe('lazy session backend', () => {
  function fakeBackend(user: SessionUser | null) {
    let notify: (user: SessionUser | null) => void = () => {};
    const backend: SessionBackend = {
      load: vi.fn(() => Promise.resolve(user)),
      subscribe: (listener) => {
        notify = listener;
        return () => {};
      },
      signOut: vi.fn(() => Promise.resolve()),
      getIdToken: () => Promise.resolve('token'),
    };
    return { backend, notify: (next: SessionUser | null) => notify(next) };
  }

  it('with no stored session, says signed out without downloading anything', async () => {
    const importBackend = vi.fn(() => Promise.resolve(fakeBackend(ADA).backend));
    const lazy = lazySessionBackend(importBackend, () => false);
    expect(await lazy.load()).toBeNull();
    expect(await lazy.getIdToken()).toBeNull();
    expect(importBackend).not.toHaveBeenCalled();
  });

  it('with a stored session, loads the real backend once and passes its events on', async () => {
    const real = fakeBackend(ADA);
    const importBackend = vi.fn(() => Promise.resolve(real.backend));
    const lazy = lazySessionBackend(importBackend, () => true);
    const listener = vi.fn();
    lazy.subscribe(listener);
    expect(await lazy.load()).toEqual(ADA);
    expect(await lazy.getIdToken()).toBe('token');
    real.notify(null);
    expect(listener).toHaveBeenCalledWith(null);
    expect(importBackend).toHaveBeenCalledOnce();
  });

  it("finds Amplify's LastAuthUser key", () => {
    expect(hasStoredSession(localStorage)).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'sub-1');
    expect(hasStoredSession(localStorage)).toBe(true);
  });
});
