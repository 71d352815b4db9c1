import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A styled native `<select>`: the platform picker on phones, type-ahead and arrow keys on the
 * desktop, and it works with react-hook-form's `register` as is. `placeholder` adds a first empty
 * option that cannot be chosen again once a value is picked. The ref goes to the `<select>`.
 */
export const Select = forwardRef<
  HTMLSelectElement,
  ComponentPropsWithoutRef<'select'> & { options: readonly SelectOption[]; placeholder?: string }
>(function Select({ options, placeholder, className, ...props }, ref) {
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <select
        ref={ref}
        className={cn(
          'h-9 w-full appearance-none rounded-control border border-line bg-white pr-8 pl-3 text-sm text-ink',
          'focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-price',
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
});
