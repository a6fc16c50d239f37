import { CheckIcon, ChevronRightIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { createContext, useCallback, useContext, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * A menu renders into the landmark around its trigger rather than at the end of <body>, so all the
 * page a reader can reach sits in a landmark (axe's `region` rule). A trigger outside any landmark
 * (in a dialog, say) keeps the portal's default, the end of <body>.
 */
const LANDMARKS = 'header, nav, main, aside, footer';
const MenuTriggerContext = createContext<[Element | null, (trigger: Element | null) => void]>([
  null,
  () => {},
]);

export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return (
    <MenuTriggerContext value={useState<Element | null>(null)}>
      <DropdownMenuPrimitive.Root {...props} />
    </MenuTriggerContext>
  );
}

export function DropdownMenuTrigger({
  ref,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  const [, setTrigger] = useContext(MenuTriggerContext);
  const triggerRef = useCallback(
    (el: HTMLButtonElement | null) => {
      setTrigger(el);
      if (typeof ref === 'function') return ref(el);
      if (ref) ref.current = el;
    },
    [ref, setTrigger],
  );
  return <DropdownMenuPrimitive.Trigger ref={triggerRef} {...props} />;
}

export const DropdownMenuGroup = DropdownMenuPrimitive.Group;
export const DropdownMenuPortal = DropdownMenuPrimitive.Portal;
export const DropdownMenuSub = DropdownMenuPrimitive.Sub;
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

/** The look of floating panels (menus, selects and popovers share it). */
const floatingPanelClasses = [
  'z-50 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lifted',
  'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
];

const itemClasses = [
  'relative flex min-h-11 cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none md:min-h-9',
  'focus:bg-muted focus:text-foreground data-[highlighted]:bg-muted',
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-55',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
];

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  // A margin from the screen's edge on phones, as popovers keep.
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  const [trigger] = useContext(MenuTriggerContext);
  return (
    <DropdownMenuPrimitive.Portal container={trigger?.closest(LANDMARKS) ?? undefined}>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          floatingPanelClasses,
          'max-h-(--radix-dropdown-menu-content-available-height) min-w-52 origin-(--radix-dropdown-menu-content-transform-origin) overflow-y-auto p-1.5',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

interface DropdownMenuItemProps extends ComponentProps<typeof DropdownMenuPrimitive.Item> {
  variant?: 'default' | 'destructive';
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        itemClasses,
        variant === 'destructive' &&
          'text-destructive focus:bg-destructive/10 focus:text-destructive data-[highlighted]:bg-destructive/10 [&_svg]:!text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemClasses, 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2.5 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon className="size-4 text-primary" aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemClasses, 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2.5 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon className="size-4 text-primary" aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2.5 py-2 text-sm font-medium', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1.5 my-1.5 h-px bg-border', className)}
      {...props}
    />
  );
}

export function DropdownMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn('ml-auto text-xs tracking-widest text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSubTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.SubTrigger>) {
  return (
    <DropdownMenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(itemClasses, 'data-[state=open]:bg-muted', className)}
      {...props}
    >
      {children}
      <ChevronRightIcon className="ml-auto size-4" aria-hidden />
    </DropdownMenuPrimitive.SubTrigger>
  );
}

export function DropdownMenuSubContent({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.SubContent>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(floatingPanelClasses, 'min-w-40 p-1.5', className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}
