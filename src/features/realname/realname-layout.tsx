import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { SandboxBadge } from '@/components/sandbox-badge';
import { UserCentreCrumb } from '@/components/user-centre-crumb';
import { msg, useT } from '@/i18n';

const STEPS = [msg('填写认证资料'), msg('平台审核'), msg('认证完成')] as const;

/** Where the user stands: 0 filling in, 1 under review, 2 deciding, 3 everything done (approved). */
export type RealnameStep = 0 | 1 | 2 | 3;

/** The three-step indicator; the current step is announced with aria-current. */
function Steps({ current }: { current: RealnameStep }) {
  const t = useT('realname');
  return (
    <ol className="m-0 flex list-none items-center gap-2 p-0 text-xs sm:text-sm" aria-label={t('认证进度')}>
      {STEPS.map((label, i) => (
        <li key={label} className="flex min-w-0 flex-1 items-center gap-2" aria-current={i === current ? 'step' : undefined}>
          <span
            className={cn(
              'grid size-6 shrink-0 place-items-center rounded-full border text-xs',
              i < current ? 'border-brand-600 bg-brand-600 text-white' : i === current ? 'border-brand-600 text-brand-700' : 'border-line text-muted',
            )}
          >
            {i < current ? <Check aria-hidden className="size-3.5" /> : i + 1}
          </span>
          <span className={cn('truncate', i <= current ? 'text-ink' : 'text-muted')}>{t(label)}</span>
          {i < STEPS.length - 1 ? <span aria-hidden className={cn('hidden h-px flex-1 sm:block', i < current ? 'bg-brand-500' : 'bg-line')} /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Frame of the real-name pages: breadcrumb back to the user centre, a titled panel (marked 沙箱 when
 * the reviewer is the sandbox) with the step indicator (omitted when `step` is undefined) and the page's content.
 */
export function RealnameLayout({ title, step, extra, children }: { title: string; step?: RealnameStep; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="page-width py-4 sm:py-6">
      <UserCentreCrumb title={title} />
      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h1 className="m-0 flex items-center gap-2 text-base font-semibold text-ink">
            <span aria-hidden className="h-4 w-1 rounded-full bg-brand-600" />
            {title}
            <SandboxBadge service="realname" />
          </h1>
          {extra}
        </div>
        <div className="flex flex-col gap-5 p-4 sm:p-6">
          {step !== undefined ? <Steps current={step} /> : null}
          {children}
        </div>
      </Card>
    </div>
  );
}
