import { useQuery } from '@tanstack/react-query';
import { FooterLinks } from '@/features/shell/footer-links';
import { LogoMark } from '@/features/shell/logo';
import { websiteConfigQueryOptions } from '@/features/shell/shell.queries';
import { useT } from '@/i18n';

/**
 * Footer (§1): the three article link groups, then the contact lines from the website config —
 * 电话, 传真, 地址, copyright, 备案号 and the 技术支持 link. Missing values are simply left out.
 */
export function SiteFooter() {
  const t = useT('common');
  const { data: c } = useQuery(websiteConfigQueryOptions());
  const contact = [
    [t('电话'), c?.phone],
    [t('传真'), c?.fax],
    [t('地址'), c?.address],
  ].filter(([, v]) => v) as [string, string][];

  return (
    <footer className="mt-8 bg-brand-900 text-sm text-white/70">
      <div className="page-width grid gap-8 py-8 md:grid-cols-[1fr_320px]">
        <FooterLinks />
        <address className="space-y-1.5 not-italic">
          <div className="mb-3 flex items-center gap-2 text-white">
            <LogoMark className="size-8" />
            <span className="font-semibold">{c?.platformName ? t(c.platformName) : t('农村产权交易平台')}</span>
          </div>
          {contact.map(([label, value]) => (
            <p key={label} className="m-0">
              {t('{label}：', { label })}<span className="num" translate="no">{value}</span>
            </p>
          ))}
        </address>
      </div>
      <div className="border-t border-white/10">
        <div className="page-width flex flex-wrap items-center justify-center gap-x-5 gap-y-1 py-3 text-xs text-white/55">
          {c?.copyright ? <span translate="no">{c.copyright}</span> : null}
          {c?.filingNo ? <span>{t('备案号：')}<span translate="no">{c.filingNo}</span></span> : null}
          {c?.techSupport ? (
            <span>
              {t('技术支持：')}
              {c.techSupportUrl ? (
                <a href={c.techSupportUrl} target="_blank" rel="noopener noreferrer" translate="no" className="hover:text-white">
                  {c.techSupport}
                </a>
              ) : (
                <span translate="no">{c.techSupport}</span>
              )}
            </span>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
