import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { CancelPhoneForm } from '@/features/member/cancel-phone-form';
import { ChangePhoneForm } from '@/features/member/change-phone-form';
import { LoadFailed } from '@/features/member/load-failed';
import { MemberLayout } from '@/features/member/member-layout';
import { useT } from '@/i18n';

/**
 * /memberEditPhone (§2 "change or cancel phone"): 更换手机号 and 注销手机号 as tabs while a phone
 * is bound; only binding a new one when none is. Done → /accountSafe.
 */
export function EditPhonePage() {
  const t = useT('member');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending, isError, refetch } = useQuery(userDetailQueryOptions(baseUserId));
  const navigate = useNavigate();
  const done = () => void navigate({ to: '/accountSafe' });

  return (
    <MemberLayout title={t('更换手机号')}>
      {isPending ? (
        <SkeletonLines rows={4} />
      ) : isError || !data ? (
        <LoadFailed what={t('账户信息')} retry={() => void refetch()} />
      ) : !data.phone ? (
        <ChangePhoneForm currentPhone="" onDone={done} />
      ) : (
        <Tabs defaultValue="change">
          <TabsList aria-label={t('手机号操作')} className="mb-4">
            <TabsTrigger value="change">{t('更换手机号')}</TabsTrigger>
            <TabsTrigger value="cancel">{t('注销手机号')}</TabsTrigger>
          </TabsList>
          <TabsContent value="change">
            <ChangePhoneForm currentPhone={data.phone} onDone={done} />
          </TabsContent>
          <TabsContent value="cancel">
            <CancelPhoneForm currentPhone={data.phone} onDone={done} />
          </TabsContent>
        </Tabs>
      )}
    </MemberLayout>
  );
}
