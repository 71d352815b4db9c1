import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { HelpBreadcrumbs } from '@/features/help/help-breadcrumbs';
import { browserLabel, checkRequirements, HALL_MIN_SCREEN_PX, readBrowserEnv, SUPPORTED_BROWSERS } from '@/features/help/browser-check';
import { useT } from '@/i18n';

/**
 * A translated sentence with `{name}` slots filled by React nodes: `template` is the message already translated with
 * each placeholder given back as itself (`{ link: '{link}' }`), so the words around the nodes follow the language.
 */
function fillSlots(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, i) => <Fragment key={i}>{i % 2 ? nodes[part] : part}</Fragment>);
}

/**
 * /helpBrowser (§2): the visitor's browser as detected, each requirement of the portal with a pass / warn mark,
 * the supported browsers and how to set them up.
 */
export function HelpBrowserPage() {
  const t = useT('help');
  const env = useMemo(readBrowserEnv, []);
  // Checked on every render (cheap and pure), so its texts follow the active language.
  const { browser, requirements } = checkRequirements(env);
  const allOk = requirements.every((r) => r.ok);

  return (
    <div className="page-width space-y-4 py-5">
      <HelpBreadcrumbs trail={[t('浏览器检测')]} />
      <Card className={cn('p-4 sm:p-6', allOk ? 'bg-brand-50' : 'bg-amber-50')}>
        <h1 className="m-0 text-xl font-semibold">{t('浏览器检测')}</h1>
        <p className="m-0 mt-2 text-[15px]" data-testid="detected-browser">
          {t('您正在使用：')}<strong>{browserLabel(browser)}</strong>
        </p>
        <p className={cn('m-0 mt-1 text-sm', allOk ? 'text-brand-700' : 'text-warn')}>
          {allOk ? t('您的浏览器符合本平台的全部要求。') : t('部分项目未达到要求，请按下方提示调整。')}
        </p>
      </Card>

      <Card>
        <CardHeader title={t('检测结果')} />
        <ul aria-label={t('检测结果')} className="m-0 list-none divide-y divide-line p-0">
          {requirements.map((r) => (
            <li key={r.label} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[120px_minmax(0,1fr)_minmax(0,1fr)_80px] sm:items-center sm:gap-4">
              <span className="font-medium">{t(r.label)}</span>
              <span className="text-muted">{t('要求：{need}', { need: r.need })}</span>
              <span>{t('当前：{actual}', { actual: r.actual })}{!r.ok && r.hint ? <span className="block text-xs text-warn">{r.hint}</span> : null}</span>
              <span className={cn('inline-flex items-center gap-1', r.ok ? 'text-brand-700' : 'text-warn')}>
                {r.ok ? <CircleCheck aria-hidden className="size-4" /> : <TriangleAlert aria-hidden className="size-4" />}
                {r.ok ? t('通过') : t('注意')}
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('支持的浏览器')} />
          <ul className="m-0 list-none divide-y divide-line p-0 text-sm">
            {SUPPORTED_BROWSERS.map((b) => (
              <li key={b.name} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2.5">
                <span className="font-medium">{t(b.name)}</span>
                <span className="text-muted">
                  {'engineMin' in b ? '' : t('{min} 及以上', { min: b.min })}
                  {b.note ? <> {t(b.note)}</> : null}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <CardHeader title={t('设置说明')} />
          <ol className="m-0 list-decimal space-y-2 py-3 pr-4 pl-9 text-sm leading-6">
            <li>{t('保持 JavaScript 开启（浏览器默认开启）。')}</li>
            <li>{t('允许本网站使用 Cookie 和网站数据（本地存储），否则无法保持登录状态。')}</li>
            <li>{t('360 等双核浏览器：点击地址栏右侧的闪电图标，选择“极速模式”。')}</li>
            <li>{t('参加网络竞价请使用宽度不小于 {px} 像素的电脑屏幕，并保持网络稳定。', { px: HALL_MIN_SCREEN_PX })}</li>
            <li>
              {fillSlots(t('更多问题请查看{link}。', { link: '{link}' }), {
                link: <Link to="/helpCenter" className="text-brand-700 underline underline-offset-2">{t('帮助中心')}</Link>,
              })}
            </li>
          </ol>
        </Card>
      </div>
    </div>
  );
}
