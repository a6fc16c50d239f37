import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/lib/router.tsx';

/** For signed-out readers of the Bible: a quiet word about reading plans, never in the way. */
export function StartPlanInvitation() {
  return (
    <aside
      aria-labelledby="start-plan-title"
      className="flex flex-col gap-3 rounded-2xl border bg-accent/40 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6"
    >
      <div className="min-w-0">
        <h2 id="start-plan-title" className="font-serif text-lg font-semibold">
          Read with a plan
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          Lamplight sets out one passage a day, with an insight and a journal for your reflections.
        </p>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-center">
        <Link to="/">
          <Sparkles aria-hidden />
          Start a reading plan
        </Link>
      </Button>
    </aside>
  );
}
