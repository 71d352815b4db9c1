import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * Text input with the portal's border, focus ring and height (36px). Forwards its ref to the `<input>`, which
 * react-hook-form's `register` needs to read, reset and focus the field.
 */
export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        'h-9 w-full min-w-0 rounded-control border border-line bg-white px-3 text-sm text-ink placeholder:text-muted',
        'focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-200',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
});
