import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '@/components/ui/href-link';
import { Skeleton } from '@/components/ui/skeleton';
import { newsDetailHref } from '@/lib/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { footerGroupQueryOptions, type FooterCode } from '@/features/shell/shell.queries';
import { msg, useT } from '@/i18n';

/** The groups and their titles when the plate has none (a plate's own name shows translated when it is one of them); articles open their plate's detail page (§2). */
const GROUPS: { code: FooterCode; title: string }[] = [
  { code: 'GYWM', title: msg('关于我们') },
  { code: 'BZZX', title: msg('帮助中心') },
  { code: 'ZCFG', title: msg('政策法规') },
];

function FooterGroup({ code, title, near }: (typeof GROUPS)[number] & { near: boolean }) {
  const t = useT('common');
  const { data, isPending } = useQuery({ ...footerGroupQueryOptions(code), enabled: near });
  return (
    <div className="min-w-0">
      <h2 className="m-0 mb-3 text-sm font-semibold text-white">{t(data?.name || title)}</h2>
      {isPending ? (
        <div className="animate-pulse space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-32 bg-white/15" />
          ))}
        </div>
      ) : (
        <ul className="m-0 list-none space-y-1.5 p-0">
          {(data?.items ?? []).map((item) => (
            <li key={item.id} className="truncate" translate="no">
              <HrefLink href={newsDetailHref(code, item.id)} className="text-white/70 hover:text-white" title={item.title}>
                {item.title}
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The three footer link groups GYWM / BZZX / ZCFG, four articles each (§1, §9). Their articles are asked for when the
 * footer comes near the viewport (at once on a short page); until then the groups show their skeletons.
 */
export function FooterLinks() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="grid grid-cols-1 gap-6 sm:grid-cols-3">
      {GROUPS.map((g) => (
        <FooterGroup key={g.code} {...g} near={near} />
      ))}
    </div>
  );
}
