import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { emailMatches } from '@contract/account-rules.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { serverMessageOr } from '../format.ts';
import { AccountField } from './account-field.tsx';
import { AccountSection } from './account-section.tsx';

const WHAT_GOES = [
  'Your profile and the ways you sign in',
  'Every reflection and journal entry',
  'Your readings, streaks and activity',
  'Your progress and ratings on every plan',
];

/** Delete account: a dialog that says what goes and asks for the reader's email before it acts. */
export function DeleteAccountSection({
  email,
  onDeleted,
}: {
  email: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = emailMatches(typed, email);

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  }

  return (
    <AccountSection
      title="Delete account"
      tone="danger"
      icon={<Trash2 />}
      description="Delete your account and everything you have written. This cannot be undone."
    >
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden />
            Delete Account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This cannot be undone. You may want to download your data first.
            </DialogDescription>
          </DialogHeader>
          <form
            id="delete-account-form"
            className="grid grid-cols-[minmax(0,1fr)] gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (matches) remove.mutate({ confirmEmail: typed }, { onSuccess: onDeleted });
            }}
          >
            <div className="grid gap-2 text-sm">
              <p className="font-medium">We will delete:</p>
              <ul className="grid list-disc gap-1 pl-5">
                {WHAT_GOES.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="text-muted-foreground">
                A paid membership is canceled at once. Plans you created that other readers follow
                stay for them, without your name.
              </p>
            </div>
            <AccountField
              label="Type your email to confirm"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              hint={<span className="break-all">{email}</span>}
            />
            {remove.isError && (
              <Alert variant="destructive">
                <AlertDescription>
                  {serverMessageOr(
                    remove.error,
                    'Unable to delete your account. Please try again.',
                  )}
                </AlertDescription>
              </Alert>
            )}
          </form>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form="delete-account-form"
              variant="destructive"
              disabled={!matches}
              loading={remove.isPending}
            >
              Delete Account
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
