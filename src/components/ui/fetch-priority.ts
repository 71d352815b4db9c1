import type { ImgHTMLAttributes } from 'react';

/**
 * The `fetchpriority` attribute of an `<img>` (none for undefined), to spread onto it: `<img {...fetchPriority('high')} />`.
 * React 18 passes the attribute through only under its HTML name; the camelCase prop is React 19's.
 */
export const fetchPriority = (priority: 'high' | 'low' | 'auto' | undefined): ImgHTMLAttributes<HTMLImageElement> =>
  (priority ? { fetchpriority: priority } : {}) as ImgHTMLAttributes<HTMLImageElement>;
