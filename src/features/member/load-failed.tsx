import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/**
 * A failed load of an account page with a retry (the §8 toast has already said why). `what` names, translated,
 * what failed to load, e.g. 会员信息.
 */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  const t = useT('member');
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-ink-soft">
      {t('{what}加载失败。', { what })}
      <Button size="sm" onClick={retry}>{t('重新加载')}</Button>
    </div>
  );
}
