import type { ReactNode } from 'react';
import type { Banner } from '@contract/content';
import { HrefLink } from '@/components/ui/href-link';
import { isExternalHref } from '@/lib/paths';

/**
 * Wraps an advert's content in its link (§3 Banner): isWebsite 1 (or `newTab`) opens `url` in a
 * new tab, an in-app path goes through the router, another site's URL opens in place, and an
 * advert without url is not a link at all. The advert (its title, its picture's text) is data: not translated.
 */
export function BannerLink({
  banner,
  newTab = false,
  className,
  children,
}: {
  banner: Pick<Banner, 'url' | 'isWebsite' | 'title'>;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const url = banner.url?.trim();
  if (!url) return <div className={className} translate="no">{children}</div>;
  if (newTab || banner.isWebsite === 1) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} title={banner.title} translate="no">
        {children}
      </a>
    );
  }
  if (isExternalHref(url)) {
    return (
      <a href={url} className={className} title={banner.title} translate="no">
        {children}
      </a>
    );
  }
  return (
    <HrefLink href={url} className={className} title={banner.title} translate="no">
      {children}
    </HrefLink>
  );
}
