import { useId, type ComponentProps } from 'react';
import { Building2, UserRound } from 'lucide-react';
import { msg, useT } from '@/i18n';

const OPTIONS = [
  { value: '1', label: msg('个人用户'), icon: UserRound },
  { value: '2', label: msg('机构用户'), icon: Building2 },
] as const;

/**
 * 用户类型 as two radio cards (contract USER_TYPE: 1 person, 2 organisation). A native radio
 * group, so arrow keys move between the options. `inputProps` comes from the form's register;
 * `error` is the validation message's source text, linked to both radios (aria-describedby). `defaultValue` (the form's
 * default) is checked in the HTML itself, so a server-rendered form shows the type it will submit before hydration.
 */
export function UserTypeField({ error, inputProps, defaultValue }: { error?: string; inputProps: ComponentProps<'input'>; defaultValue?: '1' | '2' }) {
  const t = useT('auth');
  const errorId = useId();
  return (
    <fieldset className="m-0 mb-3 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-medium text-ink">{t('用户类型')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-control border border-line px-3 py-2 text-sm text-ink-soft has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              value={value}
              defaultChecked={value === defaultValue}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...inputProps}
            />
            <Icon aria-hidden className="size-4" />
            {t(label)}
          </label>
        ))}
      </div>
      {error ? <p id={errorId} role="alert" className="m-0 mt-1 text-xs text-price">{t(error)}</p> : null}
    </fieldset>
  );
}
