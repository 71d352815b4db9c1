import type { ReactNode } from 'react';
import { ShieldCheck, Sprout, Gavel } from 'lucide-react';
import { PLATFORM_NAME } from '@contract/constants';
import { msg, useT } from '@/i18n';

const POINTS = [
  { icon: Sprout, text: msg('农村产权信息公开发布') },
  { icon: Gavel, text: msg('网络竞价 公开公平公正') },
  { icon: ShieldCheck, text: msg('交易资金全程监管') },
];

/**
 * Frame of the account pages (login, register, recovery): a brand panel beside the form card on
 * wide screens, the card alone on phones. `title` is the page's h1.
 */
export function AuthLayout({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const t = useT('auth');
  return (
    <div className="bg-gradient-to-br from-brand-50 via-canvas to-brand-100 py-8 sm:py-12">
      <div className="page-width flex items-stretch justify-center gap-10">
        <div className="hidden max-w-md flex-1 flex-col justify-center lg:flex">
          <p className="m-0 text-3xl font-bold tracking-wide text-brand-800">{t(PLATFORM_NAME)}</p>
          <p className="m-0 mt-2 text-base text-ink-soft">{t('让农村资源变资产、资金变股金、农民变股东')}</p>
          <ul className="m-0 mt-8 list-none space-y-4 p-0">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-ink-soft">
                <span className="grid size-10 place-items-center rounded-full bg-white text-brand-600 shadow-card">
                  <Icon aria-hidden className="size-5" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <section className="w-full max-w-[440px] rounded-card bg-white p-6 shadow-pop sm:p-8">
          <h1 className="m-0 mb-5 text-xl font-semibold text-ink">{title}</h1>
          {children}
          {footer ? <div className="mt-5 border-t border-line pt-4 text-sm text-ink-soft">{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}
