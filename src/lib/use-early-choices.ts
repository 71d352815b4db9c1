import { useEffect, type RefObject } from 'react';
import { earlyChoices } from '@/lib/early-choices';

/**
 * Sets the choices the visitor made in `form` before the hydration (lib/early-choices.ts) again, each by a click, once
 * the form has hydrated and its form library registered its fields: the form's handlers see the visitor's choice as if
 * made then. Each is set once; a form rendered by the browser alone has none.
 * @param form the form's element
 */
export function useEarlyChoices(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const own = form.current;
    if (!own) return;
    for (const input of [...earlyChoices].filter((choice) => own.contains(choice))) {
      earlyChoices.delete(input);
      const checked = !input.defaultChecked;
      // The radio the visitor's pick unchecked: the pick itself sets it.
      if (input.type === 'radio' && !checked) continue;
      if (input.type === 'radio') {
        // A radio the browser unchecked for the visitor's pick still follows its `checked` attribute, and React sets
        // that attribute again on a change in the group, which would check the default again. An assignment of the
        // radio's own state (even the same) detaches it from the attribute.
        for (const other of own.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
          if (other.name === input.name) other.checked = Boolean(other.checked);
        }
      }
      // The other state first (React tracks the property, so it sees the click as a change), then a click.
      input.checked = !checked;
      input.click();
    }
  }, [form]);
}
