import { forwardRef, type ComponentProps, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** White panel with the portal's radius and soft shadow. Forwards its ref to the `<section>` (e.g. to watch it come into view). */
export const Card = forwardRef<HTMLElement, ComponentPropsWithoutRef<'section'>>(function Card({ className, ...props }, ref) {
  return <section ref={ref} className={cn('rounded-card bg-surface shadow-card', className)} {...props} />;
});

/**
 * Panel heading: a title with a brand accent bar and an optional right-hand slot
 * (usually a 更多 link). `as` picks the heading level so page outlines stay correct.
 */
export function CardHeader({
  title,
  extra,
  as: Heading = 'h2',
  className,
}: {
  title: ReactNode;
  extra?: ReactNode;
  as?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-between gap-3 border-b border-line px-4 py-3', className)}>
      <Heading className="flex items-center gap-2 text-base font-semibold text-ink">
        <span aria-hidden className="h-4 w-1 rounded-full bg-brand-600" />
        {title}
      </Heading>
      {extra}
    </div>
  );
}

/** Padded body of a {@link Card}. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4', className)} {...props} />;
}
