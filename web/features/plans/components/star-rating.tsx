import { Star } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  /** Names the group: 'Rate {planTitle}'. */
  planTitle: string;
  /** Whole stars chosen (1-5), or null. */
  value: number | null;
  /** `fromKeyboard` lets the caller wait while arrow keys move through the stars. */
  onChange: (stars: number, fromKeyboard: boolean) => void;
  disabled?: boolean;
}

/** 1-5 stars as a radio group ('1 star' … '5 stars'), with a hover preview. */
export function StarRating({ planTitle, value, onChange, disabled = false }: StarRatingProps) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  // Arrow keys check radios as they move: the caller may wait for the reader to settle.
  const keyboard = useRef(false);
  const shown = hover ?? value ?? 0;

  return (
    <fieldset
      disabled={disabled}
      className="min-w-0"
      onKeyDown={() => (keyboard.current = true)}
      onPointerDown={() => (keyboard.current = false)}
    >
      <legend className="sr-only">Rate {planTitle}</legend>
      <div className="-ml-1 flex" onMouseLeave={() => setHover(null)}>
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className={cn(
              'relative flex size-10 cursor-pointer items-center justify-center rounded-lg transition-colors md:size-8',
              'hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              disabled && 'cursor-default opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n, keyboard.current)}
              // Covers the star, so a click or tap lands on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 focus:outline-none"
            />
            <Star
              aria-hidden
              className={cn(
                'size-6 transition-colors md:size-5.5',
                n <= shown ? 'fill-lamp text-gold' : 'text-muted-foreground/60',
              )}
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
