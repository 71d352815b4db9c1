import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/components/ui/cn';

/** Radix tabs root: arrow-key navigation and aria roles come from Radix. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col', className)} {...props} />;
}

/** Tab strip: underlined tabs, horizontally scrollable on narrow screens. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex min-w-0 items-end gap-1 overflow-x-auto border-b border-line', className)}
      {...props}
    />
  );
}

/**
 * One tab; the active tab is brand-coloured with a 2px underline. It names no `aria-controls`: only the open panel is
 * rendered, so the inactive tabs' references would point at nothing (a WCAG violation); each panel still names its
 * tab through `aria-labelledby`.
 */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-[15px] text-ink-soft transition-colors',
        'hover:text-brand-700 data-[state=active]:border-brand-600 data-[state=active]:font-semibold data-[state=active]:text-brand-700',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...props}
      aria-controls={undefined}
    />
  );
}

/** Panel of one tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-3 outline-none', className)} {...props} />;
}
