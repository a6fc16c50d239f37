import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/utils.ts';

function firstLetter(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  // Array.from keeps a letter outside the Basic Multilingual Plane whole.
  return Array.from(trimmed)[0] ?? '';
}

/** Spec §2: first letter of first name plus first letter of last name, uppercased; 'U' when both are missing. */
export function initials(
  first: string | null | undefined,
  last: string | null | undefined,
): string {
  const letters = (firstLetter(first) + firstLetter(last)).toUpperCase();
  return letters || 'U';
}

export interface UserAvatarProps {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  className?: string;
}

/** The profile image once it has loaded, otherwise the reader's initials. Decorative: label its container. */
export function UserAvatar({ firstName, lastName, profileImageUrl, className }: UserAvatarProps) {
  return (
    <Avatar className={cn('size-9', className)} aria-hidden>
      {profileImageUrl && <AvatarImage src={profileImageUrl} alt="" referrerPolicy="no-referrer" />}
      <AvatarFallback>{initials(firstName, lastName)}</AvatarFallback>
    </Avatar>
  );
}
