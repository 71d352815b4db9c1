import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * Dense data table. The wrapper scrolls horizontally so wide tables stay usable on phones
 * instead of squeezing columns.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

/** Table head with a tinted background. */
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-brand-50 text-ink-soft', className)} {...props} />;
}

/** Table body. */
export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

/** Row with a hairline rule and hover tint. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-line last:border-b-0 hover:bg-brand-50/50', className)} {...props} />;
}

/** Header cell; `scope="col"` by default for screen readers. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th scope={scope} className={cn('h-9 whitespace-nowrap px-3 text-left font-medium', className)} {...props} />
  );
}

/** Body cell. Use `className="text-right num"` for money columns. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('h-10 px-3 py-1.5 align-middle', className)} {...props} />;
}
