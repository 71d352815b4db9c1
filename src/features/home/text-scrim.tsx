/**
 * A light veil over the left of an advert picture, where the adverts carry their headline and subline in dark type
 * (§2 Home banners): white at 75–70 % up to 42 % of the width, fading out by 70 %. Dark text on the darkest hill of a
 * picture (#1b5e20 behind #24553a) then reads above 4.5:1 (WCAG AA). Decorative: hidden from assistive tech and
 * transparent to the pointer.
 */
export function TextScrim() {
  return (
    <span
      aria-hidden
      className="pointer-events-none absolute inset-y-0 left-0 w-[70%] bg-gradient-to-r from-white/75 via-white/70 via-60% to-transparent"
    />
  );
}
