import type { SessionBackend } from './types';

/** Until sign-in is wired, nobody is ever signed in. */
export const noSessionBackend: SessionBackend = {
  load: () => Promise.resolve(null),
  subscribe: () => () => {},
  signOut: () => Promise.resolve(),
};
