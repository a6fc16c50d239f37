import type { ReaderTranslation } from '@contract/account-rules.ts';
import { TranslationSelect } from '@/components/translation-select.tsx';
import { useChangeTranslation } from '../api/change-translation.ts';

/**
 * The reading card's 'Translation' choice (decision 122): KJV or WEB, saved for the reader at
 * once. It shows the new choice while the save and Today's reload run, and the previous one
 * again (with an error toast) when the save fails.
 */
export function TranslationControl({ value }: { value: ReaderTranslation }) {
  const change = useChangeTranslation();
  const shown = change.isPending ? change.variables : value;
  return (
    <TranslationSelect
      value={shown}
      busy={change.isPending}
      onChange={(next) => change.mutate(next)}
    />
  );
}
