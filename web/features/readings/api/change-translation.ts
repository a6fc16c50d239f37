import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSaveTranslation } from '@/lib/reader-translation.ts';
import type { TodayReadingData } from './get-today-reading.ts';

/**
 * Today after a translation change: the reading again (same reading, same reflections, so an
 * unsaved draft in the reflection panel stays where it is), then its insight for the new
 * translation. An insight that came with the reading is put in place at once; otherwise the old
 * one is cleared and the card asks for the new one (a model may take a while to write it).
 */
export async function reloadToday(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.todayReading });
  const today = queryClient.getQueryData<TodayReadingData | null>(queryKeys.todayReading);
  if (!today) return;
  const key = queryKeys.readingInsight(today.id);
  if (today.aiInsight) {
    queryClient.setQueryData(key, today.aiInsight);
  } else {
    queryClient.setQueryData(key, null);
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/**
 * Saves the reader's translation from the reading card (PUT /api/account/translation, owned by
 * lib/reader-translation.ts) and reloads Today in it before the change counts as done.
 */
export function useChangeTranslation() {
  const queryClient = useQueryClient();
  return useSaveTranslation({ afterSave: () => reloadToday(queryClient) });
}
