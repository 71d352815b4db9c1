import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/**
 * The index of the slide an embla carousel shows, kept current on `select` and `reInit`; 0 while there is no
 * carousel (before it is created, or with a single slide). Shared by the home carousel and the detail gallery.
 */
export function useSelectedSnap(embla: EmblaCarouselType | undefined): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return selected;
}
