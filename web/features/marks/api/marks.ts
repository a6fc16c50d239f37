import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@contract/auth.ts';
import type {
  CreateMarkInput,
  Mark,
  MarkList,
  MarkPassage,
  UpdateMarkInput,
} from '@contract/marks.ts';
import type { RecallChapter } from '@contract/prayers.ts';
import { apiRequest, HttpError } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import {
  enqueueMark,
  flushMarkQueue,
  queuedMarks,
  type QueuedMarkInput,
} from '../offline-marks.ts';

/** GET /api/marks/passage: the reader's marks on a passage's verses. */
export function usePassageMarks(reference: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.marksOnPassage(reference ?? ''),
    queryFn: () =>
      apiRequest<MarkPassage>(
        `/api/marks/passage?reference=${encodeURIComponent(reference ?? '')}`,
      ),
    enabled: enabled && Boolean(reference),
    placeholderData: keepPreviousData,
  });
}

export interface MarkListParams {
  kind?: string;
  color?: string;
  book?: string;
  sort: 'book' | 'date';
}

/** GET /api/marks: the Marks view (the first 500). */
export function useMarkList(params: MarkListParams) {
  const search = new URLSearchParams({ sort: params.sort, limit: '500' });
  if (params.kind) search.set('kind', params.kind);
  if (params.color) search.set('color', params.color);
  if (params.book) search.set('book', params.book);
  return useQuery({
    queryKey: queryKeys.marksList(params),
    queryFn: () => apiRequest<MarkList>(`/api/marks?${search.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/recall/chapter/{book}/{chapter}: what the reader wrote touching a chapter. */
export function useChapterRecall(slug: string | undefined, chapter: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.recallChapter(slug ?? '', chapter),
    queryFn: () => apiRequest<RecallChapter>(`/api/recall/chapter/${slug}/${chapter}`),
    enabled: enabled && Boolean(slug),
  });
}

const signedInId = (queryClient: QueryClient) =>
  queryClient.getQueryData<User | null>(queryKeys.authUser)?.id;

const createMark = (input: CreateMarkInput) =>
  apiRequest<Mark>('/api/marks', { method: 'POST', body: input });

const refreshMarks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.marks });

/** Why a write was refused, in the server's words when it gave them. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.status < 500 ? error.serverMessage : fallback;
}

export type MarkSaveOutcome = { queued: false; mark: Mark } | { queued: true };

/**
 * Saves a mark with a fresh idempotency key; when the request cannot reach the server (a TypeError from
 * fetch) the mark is queued on this device instead and sent when the connection returns.
 */
async function saveOrQueue(queryClient: QueryClient, input: CreateMarkInput) {
  const clientId = input.clientId ?? crypto.randomUUID();
  const keyed = { ...input, clientId } as QueuedMarkInput;
  try {
    return { queued: false, mark: await createMark(keyed) } satisfies MarkSaveOutcome;
  } catch (error) {
    const userId = signedInId(queryClient);
    if (!userId || !(error instanceof TypeError)) throw error;
    enqueueMark(userId, keyed);
    return { queued: true } satisfies MarkSaveOutcome;
  }
}

function syncQueuedMarks(queryClient: QueryClient) {
  const userId = signedInId(queryClient);
  if (!userId) return Promise.resolve();
  return flushMarkQueue(userId, {
    send: createMark,
    onSaved: (mark) => {
      void refreshMarks(queryClient);
      if (mark.kind === 'note') void toast.success('Note Saved', { description: mark.reference });
    },
    onRefused: (error) =>
      void toast.error('Save Failed', {
        description: failureText(error, 'Unable to save your mark. Please try again.'),
      }),
  });
}

/** POST /api/marks, with the offline queue sent on mount, on 'online' and every 15 s while any wait. */
export function useCreateMark() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = () => void syncQueuedMarks(queryClient);
    const retry = () => {
      const userId = signedInId(queryClient);
      if (userId && queuedMarks(userId).length > 0) sync();
    };
    sync();
    window.addEventListener('online', sync);
    const timer = window.setInterval(retry, 15_000);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [queryClient]);
  return useMutation({
    mutationFn: (input: CreateMarkInput): Promise<MarkSaveOutcome> =>
      saveOrQueue(queryClient, input),
    // Not paused while the browser says it is offline: the save must fail, and so be queued, at once.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (!outcome.queued) return refreshMarks(queryClient);
    },
  });
}

export function useUpdateMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMarkInput & { id: number }) =>
      apiRequest<Mark>(`/api/marks/${id}`, { method: 'PATCH', body }),
    onSuccess: () => refreshMarks(queryClient),
  });
}

export function useDeleteMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/marks/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshMarks(queryClient),
  });
}
