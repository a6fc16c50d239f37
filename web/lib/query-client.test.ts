import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const unauthorized = () => new HttpError(401, '401: {"message":"Unauthorized"}', 'Unauthorized');
const serverError = () => new HttpError(500, '500: Internal Server Error', '');

/** Runs one mutation through the client's cache, as useMutation would, and waits for it to fail. */
async function failMutation(error: Error, onUnauthorized: () => void, onFailure: () => void) {
  const client = createQueryClient(onUnauthorized);
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    meta: { onFailure },
  });
  await mutation.execute(undefined).catch(() => undefined);
}

describe('createQueryClient', () => {
  it('hands a 401 to onUnauthorized alone: the mutation’s own failure toast stays quiet', async () => {
    const onUnauthorized = vi.fn();
    const onFailure = vi.fn();
    await failMutation(unauthorized(), onUnauthorized, onFailure);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('calls the mutation’s onFailure for any other failure', async () => {
    const onUnauthorized = vi.fn();
    const onFailure = vi.fn();
    await failMutation(serverError(), onUnauthorized, onFailure);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('hands a query’s 401 to onUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    await client
      .fetchQuery({ queryKey: ['test'], queryFn: () => Promise.reject(unauthorized()) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
