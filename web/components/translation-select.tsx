import { BookType, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import {
  isReaderTranslation,
  READER_TRANSLATIONS,
  translationNames,
  type ReaderTranslation,
} from '@contract/account-rules.ts';

/**
 * The 'Translation' choice (KJV or WEB) on the reading card and in the Bible reader. Who keeps the
 * choice is the caller's: the reader's saved setting, or a visitor's choice on this device.
 *
 * A native `<select>` (decision 142): the browser draws its list, so the first screen renders no popper
 * and loads no listbox code. It lies, transparent, over the compact face (icon, short name, chevron) and
 * takes the clicks, taps and keys; its options carry the full names.
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
    <div
      className={
        'relative inline-flex h-9 items-center gap-1.5 rounded-lg border border-input bg-card px-3 text-[0.8125rem] font-medium whitespace-nowrap shadow-xs transition-[border-color,box-shadow] md:h-8 ' +
        'has-[select:focus-visible]:border-ring has-[select:focus-visible]:ring-3 has-[select:focus-visible]:ring-ring/25'
      }
    >
      <BookType aria-hidden className="size-4 shrink-0" />
      <span aria-hidden>{names.short}</span>
      <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <label htmlFor={`${id}-select`} className="sr-only">
        Translation
      </label>
      <select
        id={`${id}-select`}
        value={value}
        title={`Translation: ${names.name}`}
        aria-describedby={`${id}-name`}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (isReaderTranslation(next) && next !== value) onChange(next);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      >
        {READER_TRANSLATIONS.map((t) => (
          <option key={t.id} value={t.id}>
            {t.short} · {t.name}
          </option>
        ))}
      </select>
      <span id={`${id}-name`} className="sr-only">
        {names.name}
      </span>
    </div>
  );
}
