import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';

export interface CreatePlanTriggerProps {
  /** False until the allowance has loaded: the button waits, disabled. */
  ready: boolean;
  onCreate: () => void;
  children: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * 'Create Plan' on the Plans page: opens the dialog for every reader. Whether the reader may
 * create is told on the dialog's own Create Plan button (create-plan-gate.tsx), after they have
 * seen what a plan offers.
 */
export function CreatePlanTrigger({
  ready,
  onCreate,
  children,
  size,
  variant,
  className,
}: CreatePlanTriggerProps) {
  return (
    <Button
      size={size}
      variant={variant}
      className={className}
      onClick={onCreate}
      disabled={!ready}
    >
      <Plus aria-hidden />
      {children}
    </Button>
  );
}
