import type { ReactNode } from 'react';
import { TEXT_CUT } from '@contract/constants';
import type { News, Notice } from '@contract/content';
import type { ListedProject } from '@contract/projects';
import { HrefLink } from '@/components/ui/href-link';
import { newsDetailHref, noticeHref, projectHref } from '@/lib/paths';
import { cutText, formatDate } from '@/lib/format';

/** One line of a news-panel tab, whatever its source (news, notice or listed asset). */
export interface NewsEntry {
  id: string;
  /** Full title (shown in the tooltip); `text` is the cut version shown in lists. */
  title: string;
  text: string;
  summary: string;
  date: string;
  imgSrc: string;
  href: string;
  /** Opens in a new tab (outer-link news). */
  external: boolean;
}

const dateOf = (publishDate?: string, createTime?: string) => formatDate(publishDate || createTime, 'YYYY-MM-DD');

/**
 * Entry maker for the news of the plate coded `plateCode`: titles cut at 55; isOuterLink 1 opens
 * outerLinkUrl in a new tab, else the detail page of the plate's section ({@link newsDetailHref}, §2).
 */
export const newsEntryFor =
  (plateCode: string) =>
  (n: News): NewsEntry => {
    const outer = n.isOuterLink === 1 && !!n.outerLinkUrl;
    return {
      id: n.id,
      title: n.title,
      text: cutText(n.title, TEXT_CUT.news),
      summary: n.summarys ?? '',
      date: dateOf(n.publishDate, n.createTime),
      imgSrc: n.imgSrc ?? '',
      href: outer ? n.outerLinkUrl : newsDetailHref(plateCode, n.id),
      external: outer,
    };
  };

/** A notice: cut at 60, linking to /noticeDetail?id= (§2 Home). */
export function noticeEntry(n: Notice): NewsEntry {
  return {
    id: n.id,
    title: n.noticeTitle,
    text: cutText(n.noticeTitle, TEXT_CUT.notice),
    summary: '',
    date: dateOf(n.publishDate, n.createTime),
    imgSrc: '',
    href: noticeHref(n.id),
    external: false,
  };
}

/** A newly listed asset: `[typeName]assetsName` with its publish date, linking to its detail page. */
export function assetEntry(p: ListedProject): NewsEntry {
  const title = `${p.typeName ? `[${p.typeName}]` : ''}${p.assetsName}`;
  return {
    id: p.id,
    title,
    text: cutText(title, TEXT_CUT.news),
    summary: '',
    date: dateOf(p.publishDate),
    imgSrc: p.imgSrc ?? '',
    href: projectHref(p),
    external: false,
  };
}

/** Link of an entry: new tab for outer links, router navigation otherwise. */
export function EntryLink({ entry, className, children }: { entry: NewsEntry; className?: string; children: ReactNode }) {
  return entry.external ? (
    <a href={entry.href} target="_blank" rel="noopener noreferrer" title={entry.title} className={className}>
      {children}
    </a>
  ) : (
    <HrefLink href={entry.href} title={entry.title} className={className}>
      {children}
    </HrefLink>
  );
}
