import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/lib/use-hydrated';

/** Visual variants of {@link Button}; exported so links styled as buttons share them. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-control font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white hover:bg-brand-700',
        outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
        secondary: 'border border-line bg-white text-ink-soft hover:border-brand-400 hover:text-brand-700',
        ghost: 'text-ink-soft hover:bg-brand-50 hover:text-brand-700',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        danger: 'bg-price text-white hover:brightness-95',
      },
      size: {
        sm: 'h-7 px-2.5 text-xs',
        md: 'h-9 px-4 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

/**
 * A submit button that stays disabled in a server render and while the browser hydrates it. Until the page's code runs,
 * a click or Enter in a field would submit the form the browser's own way: a GET of the page's address with every
 * named field in its query (a password in the address bar, the history and the server's log). A disabled default
 * button also stops that implicit submission. Text typed meanwhile is kept (react-hook-form reads it when it starts).
 * Unstyled: {@link Button} with `type="submit"` renders it with the button styles; a form with its own styles (the
 * search box, the pager's page jump) uses it directly.
 * @see src/lib/use-hydrated.ts, docs/architecture.md "Server-rendered first screen"
 */
export const SubmitButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function SubmitButton({ disabled, ...props }, ref) {
  const hydrated = useHydrated();
  return <button ref={ref} {...props} type="submit" disabled={disabled || !hydrated} />;
});

/**
 * A real `<button>` (type="button" unless told otherwise). `asChild` renders the styles on the
 * child element instead, e.g. a router `<Link>` that should look like a button. The ref goes to the
 * rendered element (Radix's `asChild` triggers and closes compose theirs through it). A submit button is disabled
 * until the page is hydrated ({@link SubmitButton}).
 */
export const Button = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }
>(function Button({ className, variant, size, asChild = false, type, ...props }, ref) {
  const Comp = asChild ? Slot.Root : type === 'submit' ? SubmitButton : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
});
