import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { Pause, Play } from 'lucide-react';
import type { Partner } from '@contract/content';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { imageSrc } from '@/lib/env';
import { partnersQueryOptions } from '@/features/home/home.queries';
import { isValidPartnerUrl } from '@/features/home/partner-url';
import { useT } from '@/i18n';

/** Seconds each logo takes to cross, so the speed stays the same whatever the number of partners. */
const SECONDS_PER_PARTNER = 3;

function PartnerLogo({ partner, hidden }: { partner: Partner; hidden: boolean }) {
  // Logos carry the partner's name; it stays available as alt text and tooltip.
  const body = <img src={imageSrc(partner.imgSrc)} alt={hidden ? '' : partner.name} className="h-16 w-40 object-contain" />;
  const box = 'mx-2 flex w-44 shrink-0 items-center justify-center rounded-card p-1';
  // Only a valid http/https/ftp address opens, and always in a new window (§2).
  return isValidPartnerUrl(partner.url) ? (
    <a
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      title={partner.name}
      tabIndex={hidden ? -1 : undefined}
      className={`${box} hover:shadow-card`}
    >
      {body}
    </a>
  ) : (
    <div className={box} title={partner.name}>
      {body}
    </div>
  );
}

/**
 * Partners strip (§2 Home): all partners scrolling right to left in a CSS marquee (no timers),
 * paused under the mouse and while a logo has keyboard focus, unaffected by touch, and stopped by its pause/play
 * button (WCAG 2.2.2; no button under prefers-reduced-motion, where it does not move). The list is rendered twice so
 * the loop is seamless; the copy is hidden from assistive tech. Partner names are data (not translated).
 */
export function PartnersStrip() {
  const t = useT('home');
  const { data, isPending } = useDeferredQuery(useQuery(partnersQueryOptions()));
  const [paused, setPaused] = useState(false);
  if (!isPending && !data?.length) return null;
  const partners = data ?? [];

  return (
    <Card aria-labelledby="home-partners-title">
      <CardHeader
        title={<span id="home-partners-title">{t('合作机构')}</span>}
        extra={
          isPending ? null : (
            <button
              type="button"
              aria-label={paused ? t('继续滚动') : t('暂停滚动')}
              title={paused ? t('继续滚动') : t('暂停滚动')}
              onClick={() => setPaused((p) => !p)}
              className="grid size-8 place-items-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-brand-700 motion-reduce:hidden"
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          )
        }
      />
      <div className="overflow-hidden py-4">
        {isPending ? (
          <div className="flex animate-pulse gap-4 px-4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-[68px] w-44 shrink-0" />
            ))}
          </div>
        ) : (
          <div
            translate="no"
            className="marquee-track flex w-max animate-marquee"
            style={{
              animationDuration: `${Math.max(20, partners.length * SECONDS_PER_PARTNER)}s`,
              animationPlayState: paused ? 'paused' : undefined,
            }}
          >
            {[false, true].map((hidden) => (
              <div key={String(hidden)} className="flex" aria-hidden={hidden || undefined}>
                {partners.map((p) => (
                  <PartnerLogo key={p.id} partner={p} hidden={hidden} />
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}
