import type { ComponentProps } from 'react';
import type { ConfirmDialog as ConfirmDialogType } from '@/components/ui/alert-dialog';
import { lazyWhenOpen } from '@/components/ui/lazy-when-open';

/**
 * {@link ConfirmDialogType ConfirmDialog} for components on every page (the shell): the same props and
 * behaviour, with the Radix alert-dialog code fetched the first time `open` is true.
 */
export const LazyConfirmDialog = lazyWhenOpen<ComponentProps<typeof ConfirmDialogType>>(() =>
  import('@/components/ui/alert-dialog').then((m) => m.ConfirmDialog),
);
