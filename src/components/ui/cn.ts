import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { mergeConfig } from './merge-config';

const twMerge = createTailwindMerge(mergeConfig);

/**
 * Joins class names and lets the last conflicting tailwind utility win, so callers can
 * override a primitive's defaults with a plain `className` (tailwind-merge, with the portal's configuration).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
