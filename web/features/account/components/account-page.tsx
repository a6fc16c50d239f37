import type { User } from '@contract/auth.ts';
import { DataSection } from './data-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ReadingSection } from './reading-section.tsx';
import { ReminderSection } from './reminder-section.tsx';

/** /account: the reader's profile, Bible translation, password, email, data export and account deletion. */
export function AccountPage({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <header>
        <h1 className="font-serif text-3xl font-semibold tracking-tight md:text-4xl">
          Your Account
        </h1>
        <p className="mt-2 text-muted-foreground">Your profile, how you sign in, and your data.</p>
      </header>
      <div className="mt-8 flex flex-col gap-6">
        <ProfileSection user={user} />
        <ReadingSection />
        <ReminderSection />
        <PasswordSection email={user.email} />
        <EmailSection user={user} />
        <DataSection />
        <DeleteAccountSection email={user.email} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
