import { Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { comboboxFieldProps } from '@/lib/combobox.ts';
import { cn } from '@/lib/utils.ts';
import { zoneLabel } from '../format.ts';

export interface TimeZoneComboboxProps {
  id: string;
  /** The chosen IANA zone. */
  value: string;
  /** Every zone on offer (IANA ids, sorted). */
  zones: readonly string[];
  onChange: (zone: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

interface Region {
  name: string;
  zones: string[];
}

/** Lower case, '_' and '/' as spaces: 'America/New_York' matches 'new york' and 'america new'. */
function searchable(text: string): string {
  return text.toLowerCase().replace(/[_/]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The zones whose name holds every typed word, grouped by their first part ('Europe', 'Asia'). */
export function zoneRegions(zones: readonly string[], query: string): Region[] {
  const words = searchable(query).split(' ').filter(Boolean);
  const regions = new Map<string, string[]>();
  for (const zone of zones) {
    const name = searchable(zone);
    if (!words.every((w) => name.includes(w))) continue;
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
    const list = regions.get(region);
    if (list) list.push(zone);
    else regions.set(region, [zone]);
  }
  return [...regions].map(([name, list]) => ({ name, zones: list }));
}

/**
 * The time zone field as an ARIA combobox: type to narrow ~400 zones, grouped by region; arrow keys
 * move through the list, Enter or a click chooses, Escape closes it and keeps the chosen zone.
 */
export function TimeZoneCombobox({
  id,
  value,
  zones,
  onChange,
  invalid = false,
  describedBy,
}: TimeZoneComboboxProps) {
  const listId = useId();
  // null: not typing, the field shows the chosen zone.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const regions = useMemo(() => zoneRegions(zones, query ?? ''), [zones, query]);
  const flat = useMemo(() => regions.flatMap((r) => r.zones), [regions]);
  const optionId = (zone: string) => `${listId}-${zone.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const active = open ? flat[activeIndex] : undefined;

  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on listId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };

  const choose = (zone: string) => {
    onChange(zone);
    close();
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open || activeIndex < 0) {
        const at = flat.indexOf(value);
        openAt(at >= 0 ? at : step === 1 ? 0 : flat.length - 1);
      } else {
        setActiveIndex((activeIndex + step + flat.length) % flat.length);
      }
    } else if (event.key === 'Home' && open && query === null) {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'End' && open && query === null) {
      event.preventDefault();
      openAt(flat.length - 1);
    } else if (event.key === 'Enter' && open) {
      // Enter never submits the form from here while the list is open.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        {...comboboxFieldProps({
          listId,
          open,
          activeId: active ? optionId(active) : undefined,
          invalid,
          describedBy,
        })}
        className="pr-9"
        value={query ?? zoneLabel(value)}
        onChange={(e) => {
          setQuery(e.target.value);
          openAt(0);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onFocus={(e) => e.currentTarget.select()}
        onBlur={close}
      />
      <ChevronsUpDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Time zones"
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1.5 max-h-72 overflow-y-auto rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-lifted"
      >
        {open &&
          regions.map((region) => (
            <div key={region.name} role="group" aria-labelledby={`${listId}-r-${region.name}`}>
              <div
                id={`${listId}-r-${region.name}`}
                role="presentation"
                className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {region.name}
              </div>
              {region.zones.map((zone) => (
                <div
                  key={zone}
                  id={optionId(zone)}
                  role="option"
                  aria-selected={zone === value}
                  // Keep focus in the field: the click chooses.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(zone)}
                  onMouseMove={() => setActiveIndex(flat.indexOf(zone))}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm md:min-h-9',
                    zone === active && 'bg-muted',
                  )}
                >
                  <Check
                    aria-hidden
                    className={cn('size-4 shrink-0', zone === value ? 'opacity-100' : 'opacity-0')}
                  />
                  {zoneLabel(zone)}
                </div>
              ))}
            </div>
          ))}
        {open && flat.length === 0 && (
          <p className="px-2.5 py-2 text-sm text-muted-foreground">No time zone matches.</p>
        )}
      </div>
      <p role="status" className="sr-only">
        {open && query !== null
          ? `${flat.length} ${flat.length === 1 ? 'time zone' : 'time zones'} found`
          : ''}
      </p>
    </div>
  );
}
