import { BookType } from 'lucide-react';
import { useId } from 'react';
import {
  isReaderTranslation,
  READER_TRANSLATIONS,
  translationNames,
  type ReaderTranslation,
} from '@contract/account-rules.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

/**
 * The 'Translation' choice (KJV or WEB) on the reading card and in the Bible reader. Who keeps the
 * choice is the caller's: the reader's saved setting, or a visitor's choice on this device.
 */
export function TranslationSelect({
  value,
  onChange,
  busy = false,
}: {
  value: ReaderTranslation;
  onChange: (translation: ReaderTranslation) => void;
  busy?: boolean;
}) {
  const id = useId();
  const names = translationNames(value);
  return (
    <div className="flex items-center">
      <label htmlFor={`${id}-trigger`} className="sr-only">
        Translation
      </label>
      <Select
        value={value}
        onValueChange={(next) => {
          if (isReaderTranslation(next) && next !== value) onChange(next);
        }}
      >
        <SelectTrigger
          id={`${id}-trigger`}
          title={`Translation: ${names.name}`}
          aria-describedby={`${id}-name`}
          aria-busy={busy || undefined}
          className="h-9 w-auto gap-1.5 px-3 text-[0.8125rem] font-medium md:h-8 md:text-[0.8125rem]"
        >
          <BookType aria-hidden className="size-4" />
          <SelectValue>{names.short}</SelectValue>
        </SelectTrigger>
        <SelectContent align="end" className="min-w-56">
          {READER_TRANSLATIONS.map((t) => (
            <SelectItem key={t.id} value={t.id}>
              <span className="inline-flex items-baseline gap-2">
                <span className="font-semibold">{t.short}</span>
                <span className="text-muted-foreground">{t.name}</span>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <span id={`${id}-name`} className="sr-only">
        {names.name}
      </span>
    </div>
  );
}
