import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from '../../../web/src/api/query-client';

describe('query client defaults', () => {
  it('retries 3 times, keeps data fresh and cached for 5 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ retry: 3, staleTime: 300_000, gcTime: 300_000 });
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('waits longer after each failure, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
