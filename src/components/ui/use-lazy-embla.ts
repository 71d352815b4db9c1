import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/**
 * An embla carousel on `viewport`, created after the first render: embla and its autoplay plugin are fetched then,
 * so they stay out of the page's initial JS (bench/README.md "Web: initial JS"). Until then, and for good if the
 * fetch fails, the slides sit still on the first one. `loop` loops the slides; `autoplayMs` (ms) turns on autoplay, which
 * the caller pauses and resumes (`plugins().autoplay`: Carousel pauses it under the mouse, with focus inside and by its
 * pause button); `active` false creates nothing.
 * @returns the carousel api once created, else undefined
 */
export function useLazyEmbla(
  viewport: HTMLElement | null,
  { loop, active, autoplayMs }: { loop: boolean; active: boolean; autoplayMs?: number },
): EmblaCarouselType | undefined {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport || !active) return;
    let api: EmblaCarouselType | undefined;
    let gone = false;
    Promise.all([import('embla-carousel'), autoplayMs ? import('embla-carousel-autoplay') : null]).then(
      ([{ default: Embla }, autoplay]) => {
        if (gone) return;
        const plugins = autoplay && autoplayMs ? [autoplay.default({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })] : [];
        api = Embla(viewport, { loop }, plugins);
        setEmbla(api);
      },
      () => {
        // the carousel stays on its first slide
      },
    );
    return () => {
      gone = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, loop, active, autoplayMs]);
  return embla;
}
