import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../session';
import type { Me } from '../shared/accounts';
import { api } from './client';

export const ME_PATH = '/api/me';

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>(ME_PATH, { signal });
}

/** GET /api/me for the signed-in user; cached per user, so another user never sees it. */
export function useMe() {
  const { id } = useSignedInUser();
  return useQuery({ queryKey: ['me', id], queryFn: ({ signal }) => fetchMe(signal) });
}
