import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * One labelled form row: the label, the control, an optional hint and the validation message.
 * The control (a single element) receives `id`, `aria-invalid` and `aria-describedby`, so screen
 * readers announce the message and the label focuses the input.
 */
export function FormField({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) {
  const id = useId();
  const messageId = `${id}-msg`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: cn(children.props.className as string | undefined, error && 'border-price focus-visible:border-price'),
      })}
      {hint ? (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      <p id={messageId} role={error ? 'alert' : undefined} className={cn('m-0 min-h-4 text-xs leading-4 text-price', !error && 'invisible')}>
        {error || ' '}
      </p>
    </div>
  );
}
