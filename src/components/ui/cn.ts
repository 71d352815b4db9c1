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

/**
 * Builds tailwind-merge's lookup tables now. Its first merge otherwise builds them inside the first render that calls
 * {@link cn} (≈ 10 ms on a desktop, four times that on a slow phone): start-up calls this in a task of its own
 * (src/main.tsx), so that render's slice stays short (Lighthouse TBT).
 */
export function prepareClassMerge(): void {
  twMerge('');
}
