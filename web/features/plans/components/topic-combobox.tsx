import { BookOpen } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MAX_TOPIC_LENGTH, SUGGESTIONS_MIN_LENGTH } from '@contract/plans-rules.ts';
import { Input } from '@/components/ui/input.tsx';
import { comboboxFieldProps } from '@/lib/combobox.ts';
import { cn } from '@/lib/utils.ts';
import { usePlanSuggestions } from '../api/get-plan-suggestions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const SUGGEST_DEBOUNCE_MS = 200;

export interface TopicComboboxProps {
  id: string;
  value: string;
  /** The reader typed: any chosen suggestion no longer applies. */
  onType: (value: string) => void;
  /** The reader chose a suggestion. */
  onChoose: (suggestion: string) => void;
  /** The chosen suggestion, if any. */
  chosen: string | null;
  invalid: boolean;
  describedBy?: string;
  /** Tells the dialog whether Escape should close the list rather than the dialog. */
  onListOpenChange?: (open: boolean) => void;
  disabled?: boolean;
}

/**
 * The topic field with up to 5 suggestions from 3 characters, as an ARIA
 * combobox: the list follows the input; arrow keys move through it, Enter or a click chooses.
 */
export function TopicCombobox({
  id,
  value,
  onType,
  onChoose,
  chosen,
  invalid,
  describedBy,
  onListOpenChange,
  disabled = false,
}: TopicComboboxProps) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = value.trim();
  const q = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const query = usePlanSuggestions(q);
  // Below 3 characters there are no suggestions, whatever an earlier answer said.
  const suggestions =
    typed.length >= SUGGESTIONS_MIN_LENGTH && q.length >= SUGGESTIONS_MIN_LENGTH
      ? (query.data ?? [])
      : [];
  const open = focused && !dismissed && chosen === null && suggestions.length > 0;

  useEffect(() => onListOpenChange?.(open), [open, onListOpenChange]);

  const choose = (suggestion: string) => {
    onChoose(suggestion);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0 || chosen !== null) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => {
        if (!open) return step === 1 ? 0 : suggestions.length - 1;
        return (i + step + suggestions.length) % suggestions.length;
      });
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      const suggestion = suggestions[activeIndex];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && open) {
      setDismissed(true);
      setActiveIndex(-1);
    }
  };

  const activeId = open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;

  return (
    <div className="relative">
      <Input
        id={id}
        {...comboboxFieldProps({ listId, open, activeId, invalid, describedBy })}
        maxLength={MAX_TOPIC_LENGTH}
        placeholder="e.g. prayer, the Gospel of John, Psalms"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          onType(e.target.value);
          setDismissed(false);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActiveIndex(-1);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested topics"
        hidden={!open}
        className={cn(
          'absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-lifted',
          open && 'animate-pop-in',
        )}
      >
        {open &&
          suggestions.map((suggestion, i) => (
            <li
              key={suggestion}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              // Keep focus in the input: the click chooses, the field stays ready for typing.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseMove={() => setActiveIndex(i)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm md:min-h-9',
                i === activeIndex && 'bg-muted',
              )}
            >
              <BookOpen aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <Highlighted text={suggestion} match={typed} />
            </li>
          ))}
      </ul>
      <p role="status" className="sr-only">
        {open
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'} available`
          : ''}
      </p>
    </div>
  );
}

/** The suggestion with the typed text in bold where it appears. */
function Highlighted({ text, match }: { text: string; match: string }) {
  const at = match ? text.toLowerCase().indexOf(match.toLowerCase()) : -1;
  if (at < 0) return <span className="truncate">{text}</span>;
  return (
    <span className="truncate">
      {text.slice(0, at)}
      <strong className="font-semibold">{text.slice(at, at + match.length)}</strong>
      {text.slice(at + match.length)}
    </span>
  );
}
