import { useId, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { cn } from '@/lib/utils.ts';

interface AccountSectionProps {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One titled part of the account page: a landmark region with an h2. */
export function AccountSection({
  title,
  description,
  icon,
  children,
  tone = 'default',
}: AccountSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className={cn(tone === 'danger' && 'border-destructive/40')}>
        <CardHeader>
          <CardTitle as="h2" id={id} className="flex items-center gap-2 text-xl">
            <span
              aria-hidden
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-lg [&_svg]:size-4',
                tone === 'danger' ? 'bg-destructive/10 text-destructive' : 'bg-accent text-gold',
              )}
            >
              {icon}
            </span>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="min-w-0">{children}</CardContent>
      </Card>
    </section>
  );
}
