import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One choice of a {@link RadioGroup}; `description` is a second, smaller line. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * Radio choices shown as selectable cards. Native radios inside a fieldset, so arrow keys move
 * between options, Tab enters and leaves the group, and react-hook-form's `register` result goes
 * in `inputProps` as is. The message below is announced when it appears.
 */
export function RadioGroup({
  legend,
  options,
  error,
  required,
  inputProps,
  className,
  columns = 'grid-cols-2 sm:grid-cols-3',
}: {
  legend: ReactNode;
  options: readonly RadioOption[];
  error?: string;
  required?: boolean;
  inputProps: ComponentProps<'input'>;
  className?: string;
  /** Tailwind grid-cols classes. */
  columns?: string;
}) {
  return (
    <fieldset className={cn('m-0 min-w-0 border-0 p-0', className)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 p-0 text-sm font-medium text-ink">
        {required ? (
          <span aria-hidden className="mr-0.5 text-price">
            *
          </span>
        ) : null}
        {legend}
      </legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer flex-col justify-center rounded-control border border-line px-3 py-2 text-sm text-ink-soft',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
              error && 'has-checked:border-price has-checked:bg-price-soft has-checked:text-price',
            )}
          >
            <input type="radio" value={o.value} className="sr-only" {...inputProps} />
            <span>{o.label}</span>
            {o.description ? <span className="text-xs text-muted">{o.description}</span> : null}
          </label>
        ))}
      </div>
      <p role={error ? 'alert' : undefined} className={cn('m-0 mt-1 min-h-4 text-xs leading-4 text-price', !error && 'invisible')}>
        {error || ' '}
      </p>
    </fieldset>
  );
}
