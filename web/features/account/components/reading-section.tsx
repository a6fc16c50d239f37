import { BookOpenText } from 'lucide-react';
import { useId } from 'react';
import {
  isReaderTranslation,
  READER_TRANSLATIONS,
  translationNames,
} from '@contract/account-rules.ts';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSaveTranslation } from '@/lib/reader-translation.ts';
import { toast } from '@/lib/toast.ts';
import { useAccount } from '../api/get-account.ts';
import { AccountSection } from './account-section.tsx';

/**
 * Reading: the Bible translation Today is shown in (decision 122), saved as soon as it is chosen.
 * The field changes at once and goes back, with an error toast, when the save fails.
 */
export function ReadingSection() {
  const id = useId();
  const account = useAccount();
  const save = useSaveTranslation();

  return (
    <AccountSection
      title="Reading"
      icon={<BookOpenText />}
      description="The translation Today's reading is shown in. Each reflection remembers the translation you read."
    >
      {account.isPending ? (
        <div className="grid gap-1.5" aria-busy="true" aria-label="Loading your translation">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full sm:w-80" />
        </div>
      ) : account.isError ? (
        // The profile section above says the account could not load and offers a retry.
        <p className="text-sm text-muted-foreground">Your translation could not be loaded.</p>
      ) : (
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5">
          <Label htmlFor={`${id}-translation`}>Bible translation</Label>
          <Select
            value={account.data.translation}
            onValueChange={(next) => {
              if (!isReaderTranslation(next) || next === account.data.translation) return;
              save.mutate(next, {
                onSuccess: ({ translation }) =>
                  void toast.success('Translation Saved', {
                    description: `Today's reading is now shown in the ${translationNames(translation).name}.`,
                  }),
              });
            }}
          >
            <SelectTrigger
              id={`${id}-translation`}
              aria-describedby={`${id}-hint`}
              aria-busy={save.isPending || undefined}
              className="min-w-0 sm:w-80"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {READER_TRANSLATIONS.map((t) => (
                <SelectItem key={t.id} value={t.id}>
                  {t.name} ({t.short})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Saved as soon as you choose. Strong&apos;s numbers link more words in the King James
            Version.
          </p>
        </div>
      )}
    </AccountSection>
  );
}
