import { BookOpenText } from 'lucide-react';
import { useId } from 'react';
import {
  isLineSpacing,
  isReaderTranslation,
  isTextSize,
  LINE_SPACINGS,
  READER_TRANSLATIONS,
  TEXT_SIZES,
  translationNames,
} from '@contract/account-rules.ts';
import type { ReadingComfort } from '@contract/account.ts';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSaveTranslation } from '@/lib/reader-translation.ts';
import {
  comfortStyle,
  PASSAGE_TEXT,
  useReadingComfort,
  useSaveReadingComfort,
} from '@/lib/reading-comfort.ts';
import { toast } from '@/lib/toast.ts';
import { useAccount } from '../api/get-account.ts';
import { useSaveStudyNotesOnly } from '../api/save-study-notes-only.ts';
import { AccountSection } from './account-section.tsx';

/**
 * Reading: the Bible translation Today is shown in (decision 122), and the reading card's text size
 * and line spacing (decision 127), each saved as soon as it is chosen. A field changes at once and
 * goes back, with an error toast, when the save fails.
 */
export function ReadingSection() {
  const id = useId();
  const account = useAccount();
  const save = useSaveTranslation();

  return (
    <AccountSection
      title="Reading"
      icon={<BookOpenText />}
      description="The translation Today's reading is shown in, and how its text looks. Each reflection remembers the translation you read."
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
      <ReadingTextFields />
      {account.data && <StudyNotesOnlyField on={account.data.studyNotesOnly ?? false} />}
    </AccountSection>
  );
}

/** A verse shown in the chosen size and spacing, so the reader sees the choice before Today. */
const SAMPLE = 'Thy word is a lamp unto my feet, and a light unto my path.';

/**
 * Text size and line spacing for the reading card (decision 127): the same setting as the card's
 * 'Text' control, from the reader's User, so it is there at once.
 */
function ReadingTextFields() {
  const id = useId();
  const comfort = useReadingComfort();
  const save = useSaveReadingComfort();
  const change = (next: Partial<ReadingComfort>) => {
    const chosen = { ...comfort, ...next };
    if (chosen.textSize === comfort.textSize && chosen.lineSpacing === comfort.lineSpacing) return;
    save.mutate(chosen, {
      onSuccess: () =>
        void toast.success('Text Settings Saved', {
          description: "Today's reading uses them on every device you sign in on.",
        }),
    });
  };

  return (
    <div className="mt-6 grid min-w-0 gap-5 border-t pt-5">
      <div className="grid gap-1.5">
        <p id={`${id}-size`} className="text-sm leading-none font-medium">
          Text size
        </p>
        <RadioGroup
          aria-labelledby={`${id}-size`}
          value={comfort.textSize}
          onValueChange={(next) => isTextSize(next) && change({ textSize: next })}
          className="sm:w-96"
        >
          {TEXT_SIZES.map((size) => (
            <RadioGroupItem key={size.id} value={size.id}>
              {size.label}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </div>
      <div className="grid gap-1.5">
        <p id={`${id}-spacing`} className="text-sm leading-none font-medium">
          Line spacing
        </p>
        <RadioGroup
          aria-labelledby={`${id}-spacing`}
          value={comfort.lineSpacing}
          onValueChange={(next) => isLineSpacing(next) && change({ lineSpacing: next })}
          className="sm:w-96"
        >
          {LINE_SPACINGS.map((spacing) => (
            <RadioGroupItem key={spacing.id} value={spacing.id}>
              {spacing.label}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </div>
      <figure className="min-w-0 rounded-lg border bg-muted/40 px-4 py-3">
        <figcaption id={`${id}-sample`} className="text-xs font-medium text-muted-foreground">
          Preview (Psalm 119:105)
        </figcaption>
        <p className={`mt-1 ${PASSAGE_TEXT}`} style={comfortStyle(comfort)}>
          {SAMPLE}
        </p>
      </figure>
    </div>
  );
}

/**
 * 'Study notes only' (decision 148): the reader's insight comes from Lamplight's own study notes,
 * never from a model, from the next insight on.
 */
function StudyNotesOnlyField({ on }: { on: boolean }) {
  const id = useId();
  const save = useSaveStudyNotesOnly();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-switch`}>Study notes only</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Your insights come from Lamplight&apos;s own study notes, never from an AI model.
        </p>
      </div>
      <Switch
        id={`${id}-switch`}
        checked={on}
        aria-describedby={`${id}-hint`}
        aria-busy={save.isPending || undefined}
        onCheckedChange={(next) => save.mutate(next)}
      />
    </div>
  );
}
