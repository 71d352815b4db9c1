/**
 * The radios and checkboxes of a server-rendered page that the visitor set before the page's code ran (a user type
 * picked, an agreement ticked): each is in the state opposite to its rendered default (`!defaultChecked`). Hydration
 * re-applies each input's default (React's `defaultChecked`, which checks the default radio of a group again) and a
 * form library then registers its own defaults, so such a choice would be lost, while typed text is kept.
 * `useEarlyChoices` (lib/use-early-choices.ts) sets them again once their form is hydrated.
 */
export const earlyChoices = new Set<HTMLInputElement>();

/**
 * Notes the early choices in the element the server rendered into (#root, the parameter): called just before the
 * hydration. Kept small: it is part of every page's entry.
 */
export function noteEarlyChoices(container: HTMLElement): void {
  for (const input of container.querySelectorAll('input')) if (input.checked !== input.defaultChecked) earlyChoices.add(input);
}
