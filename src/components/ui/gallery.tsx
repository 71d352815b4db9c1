import { useCallback, useState } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useLazyEmbla } from '@/components/ui/use-lazy-embla';
import { useSelectedSnap } from '@/components/ui/use-selected-snap';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';
import { fetchPriority } from '@/components/ui/fetch-priority';

/** One picture of a {@link Gallery}: an already resolved URL and its alt text. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * Picture viewer of a detail page: the main image (swipe, arrows, ←/→ keys when focused) and a
 * thumbnail strip below that selects it. No images shows a neutral 暂无图片 placeholder. The carousel (embla) is
 * fetched after the first render (use-lazy-embla.ts); until then the first picture shows and the strip waits.
 */
export function Gallery({ images, label, className }: { images: GalleryImage[]; label: string; className?: string }) {
  const t = useT('common');
  const many = images.length > 1;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const embla = useLazyEmbla(viewport, { loop: many, active: many });
  const selected = useSelectedSnap(embla);

  const go = useCallback((dir: -1 | 1) => (dir < 0 ? embla?.scrollPrev() : embla?.scrollNext()), [embla]);

  if (!images.length) {
    return (
      <div className={cn('grid aspect-[4/3] place-items-center rounded-card bg-canvas text-muted', className)}>
        <span className="flex flex-col items-center gap-1 text-sm">
          <ImageOff aria-hidden className="size-8" strokeWidth={1.5} />
          {t('暂无图片')}
        </span>
      </div>
    );
  }

  const arrow = 'absolute top-1/2 z-10 grid size-8 -translate-y-1/2 place-items-center rounded-full bg-black/35 text-white hover:bg-black/55';
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn('min-w-0', className)}>
      <div
        className="relative overflow-hidden rounded-card bg-canvas"
        tabIndex={many ? 0 : undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') go(-1);
          if (e.key === 'ArrowRight') go(1);
        }}
      >
        <div ref={setViewport} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {images.map((img, i) => (
              <div key={`${img.src}-${i}`} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${images.length}`} className="min-w-0 shrink-0 grow-0 basis-full">
                <img src={img.src} alt={img.alt} className="aspect-[4/3] w-full object-cover" loading={i === 0 ? 'eager' : 'lazy'} {...fetchPriority(i === 0 ? 'high' : undefined)} />
              </div>
            ))}
          </div>
        </div>
        {many ? (
          <>
            <button type="button" aria-label={t('上一张')} onClick={() => go(-1)} className={cn(arrow, 'left-2')}>
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button type="button" aria-label={t('下一张')} onClick={() => go(1)} className={cn(arrow, 'right-2')}>
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <span className="absolute right-2 bottom-2 rounded-full bg-black/45 px-2 text-xs text-white num">
              {selected + 1}/{images.length}
            </span>
          </>
        ) : null}
      </div>
      {many ? (
        <div className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {images.map((img, i) => (
            <button
              key={`${img.src}-thumb-${i}`}
              type="button"
              aria-label={t('查看第 {n} 张', { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
              className={cn('w-16 shrink-0 overflow-hidden rounded-control border-2', i === selected ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100')}
            >
              <img src={img.src} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
