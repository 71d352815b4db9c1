import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/components/ui/cn';

/** Colour variants of {@link Badge}; one per project-state family (§4 state text). */
export const badgeVariants = cva('inline-flex items-center whitespace-nowrap rounded-sm px-1.5 py-0.5 text-xs leading-none', {
  variants: {
    tone: {
      brand: 'bg-brand-100 text-brand-800',
      price: 'bg-price-soft text-price',
      warn: 'bg-amber-50 text-warn',
      muted: 'bg-canvas text-muted',
      outline: 'border border-line text-ink-soft',
    },
  },
  defaultVariants: { tone: 'brand' },
});

/** Small inline label, e.g. a project state or a type name. */
export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
