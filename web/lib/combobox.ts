/**
 * The ARIA attributes of a text field that drives a list of options (the combobox pattern): the list it
 * controls, whether it is open, and the option the arrow keys have reached.
 */
export function comboboxFieldProps({
  listId,
  open,
  activeId,
  invalid,
  describedBy,
}: {
  listId: string;
  open: boolean;
  activeId: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': activeId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoComplete: 'off',
    spellCheck: false,
  } as const;
}
