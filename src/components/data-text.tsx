import { Fragment, type ReactNode } from 'react';

const SLOT = '\u0000';

/**
 * A translated sentence with data inside it: `text` is the active language's message rendered with the placeholder
 * `{name}` set to `slotValue()` (e.g. `t('我方（{name}）', { name: slotValue() })`); each slot becomes `data` in a
 * `translate="no"` span, so a party's name stays out of translation while the words around it follow the language.
 */
export function DataText({ text, data }: { text: string; data: ReactNode }) {
  const parts = text.split(SLOT);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <span translate="no">{data}</span> : null}
        </Fragment>
      ))}
    </>
  );
}

/** The value a placeholder takes so that {@link DataText} puts its data there. */
export const slotValue = (): string => SLOT;
