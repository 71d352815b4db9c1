import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * One labelled form row: label (with a red * when `required`), the control, an optional hint and
 * the validation message. The single child control receives `id`, `aria-invalid`,
 * `aria-describedby` and `aria-required`, so the label focuses it and screen readers announce the
 * message. `error` is a source message (a schema's zh text, marked with msg()) shown in the active language; an
 * already translated text shows as given. The message line keeps its height while empty, so typing never makes the form jump.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) {
  const t = useT('common');
  const id = useId();
  const messageId = `${id}-msg`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      {/* The required mark sits outside the label so the label's text (its accessible name) stays exactly `label`. */}
      <div className="flex items-baseline">
        {required ? (
          <span aria-hidden className="mr-0.5 text-sm text-price">
            *
          </span>
        ) : null}
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        className: cn(children.props.className as string | undefined, error && 'border-price focus-visible:border-price'),
      })}
      {hint ? (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      <p id={messageId} role={error ? 'alert' : undefined} className={cn('m-0 min-h-4 text-xs leading-4 text-price', !error && 'invisible')}>
        {error ? t(error) : ' '}
      </p>
    </div>
  );
}
