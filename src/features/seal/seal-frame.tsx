import type { ReactNode } from 'react';
import { TitledPanel } from '@/components/titled-panel';
import { Steps } from '@/components/ui/steps';
import { UserCentreCrumb } from '@/components/user-centre-crumb';
import { msg, useT } from '@/i18n';

const STEPS = [msg('填写申请'), msg('人脸核验'), msg('印章启用')];

/** Frame of both seal pages: crumb 用户中心 / `title`, the titled panel and, when given, the three-step bar. */
export function SealFrame({ title, step, failed, children }: { title: string; step?: number; failed?: boolean; children: ReactNode }) {
  const t = useT('seal');
  return (
    <div className="page-width py-4 sm:py-6">
      <UserCentreCrumb title={title} />
      <TitledPanel title={title}>
        {step !== undefined ? <Steps items={STEPS.map((s) => ({ title: t(s) }))} current={step} status={failed ? 'error' : 'process'} label={t('电子印章办理进度')} /> : null}
        {children}
      </TitledPanel>
    </div>
  );
}

/** A notice box; tone picks its colour (ok green, error red, info grey). Errors are announced at once. */
export function SealNotice({ tone, title, children }: { tone: 'ok' | 'error' | 'info'; title: ReactNode; children?: ReactNode }) {
  const colours = { ok: 'border-brand-200 bg-brand-50 text-brand-800', error: 'border-price/30 bg-price-soft text-price', info: 'border-line bg-canvas text-ink-soft' };
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex flex-col gap-1 rounded-control border p-3 text-sm ${colours[tone]}`}>
      <strong className="font-semibold">{title}</strong>
      {children ? <div className="text-ink-soft">{children}</div> : null}
    </div>
  );
}
