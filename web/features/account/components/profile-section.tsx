import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, RotateCw, UserRound } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; /account is its own lazy chunk
import { profileFormSchema, type ProfileFormValues } from '@contract/account.ts';
import type { User } from '@contract/auth.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { deviceTimeZone } from '@/lib/time-zone-choice.ts';
import { toast } from '@/lib/toast.ts';
import { useAccount } from '../api/get-account.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { serverMessageOr, timeZoneOptions, zoneLabel } from '../format.ts';
import { AccountField } from './account-field.tsx';
import { AccountSection } from './account-section.tsx';
import { TimeZoneCombobox } from './time-zone-combobox.tsx';

/** Profile: first and last name (greeting and avatar) and the time zone reading days follow. */
export function ProfileSection({ user }: { user: User }) {
  const account = useAccount();
  return (
    <AccountSection
      title="Profile"
      icon={<UserRound />}
      description="Your name greets you each day and makes your avatar's initials. Your reading days follow your time zone."
    >
      {account.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading your profile">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : account.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Unable to load your profile. Please try again.
            <Button
              variant="outline"
              size="sm"
              onClick={() => void account.refetch()}
              loading={account.isFetching}
            >
              {!account.isFetching && <RotateCw aria-hidden />}
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <ProfileForm user={user} timeZone={account.data.timeZone} />
      )}
    </AccountSection>
  );
}

function ProfileForm({ user, timeZone }: { user: User; timeZone: string }) {
  const uid = useId();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      timeZone,
    },
  });
  const { errors, isDirty } = form.formState;
  const zone = form.watch('timeZone');
  const device = deviceTimeZone();
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          firstName: saved.firstName ?? '',
          lastName: saved.lastName ?? '',
          timeZone: values.timeZone,
        });
        void toast.success('Profile Updated', {
          description: 'Your name and time zone are saved.',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        <AccountField
          label="First name"
          autoComplete="given-name"
          maxLength={80}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <AccountField
          label="Last name"
          autoComplete="family-name"
          maxLength={80}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>

      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${uid}-zone`}>Time zone</Label>
        {zone !== device && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-start text-left whitespace-normal"
            onClick={() =>
              form.setValue('timeZone', device, { shouldDirty: true, shouldValidate: true })
            }
          >
            <MapPin aria-hidden />
            Use my device's zone: {zoneLabel(device)}
          </Button>
        )}
        <TimeZoneCombobox
          id={`${uid}-zone`}
          value={zone}
          zones={zones}
          describedBy={`${uid}-zone-hint`}
          invalid={Boolean(errors.timeZone)}
          onChange={(next) =>
            form.setValue('timeZone', next, { shouldDirty: true, shouldValidate: true })
          }
        />
        <p id={`${uid}-zone-hint`} className="text-sm text-muted-foreground">
          {zone === device
            ? 'This is the time zone of this device.'
            : 'Type a city or region to find another zone.'}
        </p>
        {errors.timeZone && <p className="text-sm text-destructive">{errors.timeZone.message}</p>}
      </div>

      {update.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {serverMessageOr(update.error, 'Unable to save your profile. Please try again.')}
          </AlertDescription>
        </Alert>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
