import { useCallback, useEffect, useRef, useState, type FocusEvent, type HTMLAttributes, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useSelectedSnap } from '@/components/ui/use-selected-snap';
import { cn } from '@/components/ui/cn';
import { useLazyEmbla } from '@/components/ui/use-lazy-embla';
import { useT } from '@/i18n';

/** Whether `el` shows keyboard focus (false where the selector is unknown). */
function isFocusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Attributes of a slide out of view: `inert` (React 18 knows no such prop; an empty string renders the attribute), so
 * its links are neither tab stops, nor read out, nor targets next to what lies beside the carousel.
 */
function offScreen(hidden: boolean): HTMLAttributes<HTMLDivElement> {
  return hidden ? ({ inert: '' } as HTMLAttributes<HTMLDivElement>) : {};
}

/** Whether the visitor asked for reduced motion: autoplay then starts paused. */
const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Looping slide carousel over embla (fetched after the first render, use-lazy-embla.ts; the first slide shows meanwhile). `slides` are rendered full width, those out of view inert; `intervalMs` turns on
 * autoplay (§9 carousel interval 3000 ms), paused while the mouse is over it or keyboard focus is inside, and by its
 * pause/play button (WCAG 2.2.2; paused from the start under prefers-reduced-motion). `arrows` and `dots`
 * toggle the controls. A single slide renders statically (no loop, no controls).
 * `label` names the region for screen readers.
 */
export function Carousel({
  slides,
  intervalMs,
  arrows = false,
  dots = false,
  label,
  className,
}: {
  slides: ReactNode[];
  intervalMs?: number;
  arrows?: boolean;
  dots?: boolean;
  label: string;
  className?: string;
}) {
  const many = slides.length > 1;
  const t = useT('common');
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const embla = useLazyEmbla(viewport, { loop: many, active: many, autoplayMs: intervalMs });
  const selected = useSelectedSnap(embla);
  const autoplay = many && intervalMs ? true : false;
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hold = paused || hovered || focused;
  const holdRef = useRef(hold);
  holdRef.current = hold;
  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!embla || !plugin) return;
    if (hold) plugin.stop();
    else plugin.play();
    // the plugin resumes after a drag by itself: keep it held
    const keepHeld = () => {
      if (holdRef.current) plugin.stop();
    };
    embla.on('pointerUp', keepHeld);
    return () => {
      embla.off('pointerUp', keepHeld);
    };
  }, [embla, hold]);
  const onPointer = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setHovered(e.type === 'pointerenter');
  };
  // keyboard focus only: a click on the play button focuses it too, and must not hold the autoplay it starts
  const onFocus = (e: FocusEvent) => {
    if (isFocusVisible(e.target)) setFocused(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const arrowClass =
    'absolute top-1/2 z-10 hidden size-9 sm:grid -translate-y-1/2 place-items-center rounded-full bg-black/35 text-white hover:bg-black/55';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative overflow-hidden', className)}
      onPointerEnter={onPointer}
      onPointerLeave={onPointer}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
              {...offScreen(many && i !== selected)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {autoplay ? (
        <button
          type="button"
          aria-label={paused ? t('播放轮播') : t('暂停轮播')}
          title={paused ? t('播放轮播') : t('暂停轮播')}
          onClick={() => setPaused((p) => !p)}
          className="absolute top-3 right-3 z-10 grid size-8 place-items-center rounded-full bg-black/55 text-white hover:bg-black/70"
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      ) : null}
      {arrows && many ? (
        <>
          <button type="button" aria-label={t('上一张')} onClick={prev} className={cn(arrowClass, 'left-3')}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" aria-label={t('下一张')} onClick={next} className={cn(arrowClass, 'right-3')}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </>
      ) : null}
      {dots && many ? (
        <div className="absolute bottom-1.5 left-1/2 z-10 flex -translate-x-1/2">
          {slides.map((_, i) => (
            // a 24 px target around the small dot (WCAG 2.5.8)
            <button
              key={i}
              type="button"
              aria-label={t('第 {n} 张', { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
              className="grid h-6 min-w-6 place-items-center px-1"
            >
              <span aria-hidden className={cn('block h-2 rounded-full bg-white/60 transition-all', i === selected ? 'w-6 bg-white' : 'w-2')} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
