import { ALargeSmall } from 'lucide-react';
import { useId } from 'react';
import { isLineSpacing, isTextSize, LINE_SPACINGS, TEXT_SIZES } from '@contract/account-rules.ts';
import type { ReadingComfort } from '@contract/account.ts';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { describeComfort, useSaveReadingComfort } from '@/lib/reading-comfort.ts';
import { setSectionHeadings, useSectionHeadings } from '@/lib/section-headings.ts';

/** The short size shown on the button ('M'), so the setting is visible without opening it. */
const SHORT: Record<ReadingComfort['textSize'], string> = { s: 'S', m: 'M', l: 'L', xl: 'XL' };
/** The sample letter's size in each text-size choice, growing left to right. */
const GLYPH: Record<ReadingComfort['textSize'], string> = {
  s: 'text-sm',
  m: 'text-base',
  l: 'text-lg',
  xl: 'text-xl',
};

/**
 * The reading card's 'Text' control (decision 127): text size and line spacing for the passage,
 * saved for the reader on every device the moment a choice is made.
 */
export function ReadingComfortControl({ value }: { value: ReadingComfort }) {
  const id = useId();
  const save = useSaveReadingComfort();
  const change = (next: Partial<ReadingComfort>) => {
    const comfort = { ...value, ...next };
    if (comfort.textSize !== value.textSize || comfort.lineSpacing !== value.lineSpacing) {
      save.mutate(comfort);
    }
  };

  return (
    <>
      {/* Outside the button, so its name stays 'Text' (the word it shows). */}
      <span id={`${id}-state`} className="sr-only">
        {describeComfort(value)}
      </span>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            aria-describedby={`${id}-state`}
            data-text-size={value.textSize}
            data-line-spacing={value.lineSpacing}
          >
            <ALargeSmall aria-hidden />
            Text
            <span aria-hidden className="font-semibold text-muted-foreground tabular-nums">
              {SHORT[value.textSize]}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" aria-labelledby={`${id}-title`} className="w-76">
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            Reading text
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">Saved for you on every device.</p>
          <p id={`${id}-size`} className="mt-4 mb-1.5 text-xs font-semibold">
            Text size
          </p>
          <RadioGroup
            aria-labelledby={`${id}-size`}
            value={value.textSize}
            onValueChange={(next) => isTextSize(next) && change({ textSize: next })}
          >
            {TEXT_SIZES.map((size) => (
              <RadioGroupItem key={size.id} value={size.id} className="min-h-14">
                <span aria-hidden className={`font-serif leading-none ${GLYPH[size.id]}`}>
                  A
                </span>
                <span className="leading-tight">{size.label}</span>
              </RadioGroupItem>
            ))}
          </RadioGroup>
          <p id={`${id}-spacing`} className="mt-4 mb-1.5 text-xs font-semibold">
            Line spacing
          </p>
          <RadioGroup
            aria-labelledby={`${id}-spacing`}
            value={value.lineSpacing}
            onValueChange={(next) => isLineSpacing(next) && change({ lineSpacing: next })}
          >
            {LINE_SPACINGS.map((spacing) => (
              <RadioGroupItem key={spacing.id} value={spacing.id}>
                {spacing.label}
              </RadioGroupItem>
            ))}
          </RadioGroup>
          <SectionHeadingsSwitch />
        </PopoverContent>
      </Popover>
    </>
  );
}

/** The study notes' section headings in the passage, on or off on this device (decision 149). */
function SectionHeadingsSwitch() {
  const id = useId();
  const on = useSectionHeadings();
  return (
    <div className="mt-4 flex items-start justify-between gap-3">
      <div>
        <Label htmlFor={`${id}-switch`} className="text-xs font-semibold">
          Section headings
        </Label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
          From Lamplight&apos;s study notes; kept on this device.
        </p>
      </div>
      <Switch
        id={`${id}-switch`}
        checked={on}
        onCheckedChange={setSectionHeadings}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
