import { useState, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { HrefLink } from '@/components/ui/href-link';
import { loginHref } from '@/lib/paths';
import { useT } from '@/i18n';

/**
 * 用户中心 link (§2 route guard). Logged in it simply opens /usercenterIndex; logged out the click
 * shows the 温馨提示 / 请先登录 confirm with one 确定 button, which then goes to /login with the
 * user centre as redirect.
 */
export function UserCenterLink({ loggedIn, className }: { loggedIn: boolean; className?: string }) {
  const t = useT('common');
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn) return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <HrefLink href="/usercenterIndex" onClick={onClick} className={className}>
        {t('用户中心')}
      </HrefLink>
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('温馨提示')}
        description={t('请先登录')}
        onAction={() => void router.navigate({ href: loginHref('/usercenterIndex') })}
      />
    </>
  );
}
