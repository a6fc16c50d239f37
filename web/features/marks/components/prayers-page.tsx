import { PRAYER_ANSWER_MAX, PRAYER_DETAILS_MAX, PRAYER_TITLE_MAX } from '@contract/marks-rules.ts';
import type { Prayer } from '@contract/prayers.ts';
import { ArrowLeft, Check, HandHeart, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formatDate, parseDay } from '@/lib/dates.ts';
import { Link } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { failureText } from '../api/marks.ts';
import { useCreatePrayer, useDeletePrayer, usePrayers, useUpdatePrayer } from '../api/prayers.ts';

/** A prayer's 'yyyy-MM-dd' day as the app writes dates ("November 28, 2026"). */
const longDate = (day: string) => {
  const date = parseDay(day);
  return date ? formatDate(date, 'MMMM d, yyyy') : day;
};

const failed = (title: string) => (error: unknown) =>
  void toast.error(title, { description: failureText(error, 'Please try again.') });

/** /prayers: the reader's prayer list, active and answered (decision 165). */
export function PrayersPage() {
  const { data, isPending, isError } = usePrayers();
  const [tab, setTab] = useState<'active' | 'answered'>('active');
  // A link to one prayer (#prayer-12) opens the list it is on.
  useEffect(() => {
    const id = /^#prayer-(\d+)$/.exec(window.location.hash)?.[1];
    if (!id || !data) return;
    if (data.answered.some((p) => String(p.id) === id)) setTab('answered');
    requestAnimationFrame(() =>
      document.getElementById(`prayer-${id}`)?.scrollIntoView({ block: 'center' }),
    );
  }, [data]);
  const list = data ? data[tab] : [];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <Button asChild variant="link" className="mb-4 text-muted-foreground hover:text-foreground">
        <Link to="/">
          <ArrowLeft aria-hidden />
          Today
        </Link>
      </Button>
      <h1 className="font-serif text-3xl font-semibold tracking-tight md:text-4xl">Prayers</h1>
      <p className="mt-2 text-muted-foreground">
        Private to you. Never shared, never sent to an assistant.
      </p>
      <AddPrayer />
      <div role="tablist" aria-label="Prayer lists" className="mt-8 flex gap-2 border-b">
        {(['active', 'answered'] as const).map((name) => (
          <button
            key={name}
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="prayer-list"
            onClick={() => setTab(name)}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground aria-selected:border-gold aria-selected:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {name === 'active' ? 'Active' : 'Answered'} ({data ? data[name].length : '…'})
          </button>
        ))}
      </div>
      <div id="prayer-list" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4">
        {isPending && <p className="text-muted-foreground">Loading your prayers…</p>}
        {isError && (
          <p role="alert" className="text-destructive">
            Your prayers could not be loaded. Please try again.
          </p>
        )}
        {data && list.length === 0 && (
          <p className="text-muted-foreground">
            {tab === 'active'
              ? 'No prayers on your list. Add one above.'
              : 'No answered prayers yet.'}
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {list.map((p) => (
            <PrayerItem key={p.id} prayer={p} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function AddPrayer() {
  const create = useCreatePrayer();
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [reference, setReference] = useState('');
  const ids = { title: useId(), details: useId(), reference: useId() };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title, details: details || null, reference: reference || null },
      {
        onSuccess: () => {
          setTitle('');
          setDetails('');
          setReference('');
          void toast.success('Prayer Added');
        },
        onError: failed('Prayer Not Added'),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mt-6 flex flex-col gap-3 rounded-xl border bg-card p-4"
      aria-label="Add a prayer"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.title}>Prayer</Label>
        <Input
          id={ids.title}
          value={title}
          maxLength={PRAYER_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.details}>Details (optional)</Label>
        <Textarea
          id={ids.details}
          value={details}
          maxLength={PRAYER_DETAILS_MAX}
          rows={2}
          onChange={(e) => setDetails(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.reference}>Passage (optional)</Label>
        <Input
          id={ids.reference}
          value={reference}
          placeholder="Philippians 4:6-7"
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        className="self-start"
        disabled={!title.trim()}
        loading={create.isPending}
      >
        <HandHeart aria-hidden />
        Add Prayer
      </Button>
    </form>
  );
}

function PrayerItem({ prayer }: { prayer: Prayer }) {
  const update = useUpdatePrayer();
  const remove = useDeletePrayer();
  const [mode, setMode] = useState<'view' | 'answer' | 'edit'>('view');
  const [note, setNote] = useState(prayer.answerNote ?? '');
  const [title, setTitle] = useState(prayer.title);
  const [details, setDetails] = useState(prayer.details ?? '');
  const noteId = useId();
  const titleId = useId();
  const detailsId = useId();
  return (
    <li
      id={`prayer-${prayer.id}`}
      className="scroll-mt-24 rounded-xl border bg-card p-4"
      data-testid="prayer"
    >
      <h2 className="font-serif text-lg font-semibold">{prayer.title}</h2>
      {prayer.reference && <p className="text-sm text-muted-foreground">{prayer.reference}</p>}
      {prayer.details && <p className="mt-1 whitespace-pre-wrap">{prayer.details}</p>}
      <p className="mt-2 text-sm text-muted-foreground">
        Asked {longDate(prayer.askedOn)}
        {prayer.answeredOn && <> · Answered {longDate(prayer.answeredOn)}</>}
      </p>
      {prayer.answerNote && (
        <p className="mt-1 text-sm">
          <span className="font-medium">How: </span>
          {prayer.answerNote}
        </p>
      )}
      {mode === 'answer' && (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { id: prayer.id, answered: { note: note || null } },
              { onSuccess: () => setMode('view'), onError: failed('Not Saved') },
            );
          }}
        >
          <Label htmlFor={noteId}>How was it answered? (optional)</Label>
          <Textarea
            id={noteId}
            value={note}
            maxLength={PRAYER_ANSWER_MAX}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={update.isPending}>
              Mark Answered
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {mode === 'edit' && (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { id: prayer.id, title, details: details || null },
              { onSuccess: () => setMode('view'), onError: failed('Not Saved') },
            );
          }}
        >
          <Label htmlFor={titleId}>Prayer</Label>
          <Input
            id={titleId}
            value={title}
            maxLength={PRAYER_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
          <Label htmlFor={detailsId}>Details</Label>
          <Textarea
            id={detailsId}
            value={details}
            rows={2}
            onChange={(e) => setDetails(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!title.trim()} loading={update.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {mode === 'view' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {prayer.answeredOn ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                update.mutate({ id: prayer.id, answered: null }, { onError: failed('Not Saved') })
              }
            >
              <RotateCcw aria-hidden />
              Pray again
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setMode('answer')}>
              <Check aria-hidden />
              Answered
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setMode('edit')}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            aria-label={`Delete “${prayer.title}”`}
            onClick={() => remove.mutate(prayer.id, { onError: failed('Not Deleted') })}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
