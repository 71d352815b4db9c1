import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AUTH_STATUS, USER_TYPE } from '@contract/auth';
import type { SealRecord } from '@contract/seal';
import { Button } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { msg, useT } from '@/i18n';
import { DataText, slotValue } from '@/components/data-text';
import { mySealQueryOptions } from '@/features/seal/seal.queries';
import { SealApplyForm } from '@/features/seal/seal-apply-form';
import { SealFrame, SealNotice } from '@/features/seal/seal-frame';
import { SealPreview } from '@/features/seal/seal-preview';

const TITLE = msg('电子签章');

/** The step of the bar for a seal: 0 applying, 1 face check (also after a failed one), 3 all done. */
const stepOf = (seal: SealRecord | null | undefined) => (!seal ? 0 : seal.status === 'active' ? 3 : 1);

/**
 * /contract/seal/apply (§2, requireAuth): an organisation applies for its electronic seal, sees the seal generated
 * from its registered name, and goes on to the face check (/contract/seal/qrcode). A person's account, an
 * organisation not yet verified, loading and failures each have their own state. `back`: where 绑定成功 returns to.
 */
export function SealApplyPage({ back }: { back?: string }) {
  const t = useT('seal');
  const baseUserId = useSessionStore((s) => s.baseUserId) ?? '';
  const profile = useQuery(userDetailQueryOptions(baseUserId));
  const mine = useQuery(mySealQueryOptions(baseUserId));
  const [editing, setEditing] = useState(false);
  const seal = mine.data;

  let body: ReactNode;
  if (profile.isPending || mine.isPending) body = <SkeletonLines rows={6} />;
  else if (profile.isError || mine.isError) {
    body = (
      <SealNotice tone="error" title={t('加载失败')}>
        <Button variant="link" size="sm" onClick={() => { void profile.refetch(); void mine.refetch(); }}>{t('重新加载')}</Button>
      </SealNotice>
    );
  } else if (profile.data.userType !== USER_TYPE.organisation) {
    body = (
      <SealNotice tone="info" title={t('电子印章仅供机构账号申请')}>
        {t('个人账号签署合同无需电子印章。')}<Link to="/usercenterIndex" className="ml-1 text-brand-700 hover:underline">{t('返回用户中心')}</Link>
      </SealNotice>
    );
  } else if (profile.data.authStatus !== AUTH_STATUS.verified || !profile.data.name) {
    body = (
      <SealNotice tone="info" title={t('请先完成机构实名认证')}>
        {t('电子印章按机构实名认证的名称生成，认证通过后即可申请。')}<Link to="/realNameOrg" className="ml-1 text-brand-700 hover:underline">{t('去认证')}</Link>
      </SealNotice>
    );
  } else {
    const showForm = !seal || editing;
    body = (
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_220px]">
        <div className="flex min-w-0 flex-col gap-4">
          {seal && !editing ? <SealState seal={seal} back={back} /> : null}
          {showForm ? (
            <SealApplyForm
              baseUserId={baseUserId}
              orgName={seal?.orgName ?? profile.data.name}
              initial={seal && editing ? { applicantName: seal.applicantName, applicantPhone: '', licenceFileId: '' } : undefined}
              onApplied={() => setEditing(false)}
              onCancel={seal ? () => setEditing(false) : undefined}
            />
          ) : seal.status !== 'active' ? (
            <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>{t('修改申请信息')}</Button>
          ) : null}
        </div>
        <SealPreview seal={seal ?? null} />
      </div>
    );
  }
  return <SealFrame title={t(TITLE)} step={stepOf(seal)} failed={seal?.status === 'face_failed'}>{body}</SealFrame>;
}

/** What to do next for an existing seal: the face check (binding, failed) or nothing (active). */
function SealState({ seal, back }: { seal: SealRecord; back?: string }) {
  const t = useT('seal');
  const qrcode = back ? `/contract/seal/qrcode?back=${encodeURIComponent(back)}` : '/contract/seal/qrcode';
  if (seal.status === 'active') {
    return (
      <SealNotice tone="ok" title={t('电子印章已启用')}>
        <DataText text={t('{org}的电子印章已于 {time} 完成人脸核验绑定，可用于在线签署交易合同。', { org: slotValue(), time: seal.boundTime })} data={seal.orgName} />
        <HrefLink href={back ?? '/usercenterIndex'} className="ml-1 text-brand-700 hover:underline">{back ? t('返回合同') : t('返回用户中心')}</HrefLink>
      </SealNotice>
    );
  }
  const failed = seal.status === 'face_failed';
  return (
    <div className="flex flex-col gap-3">
      <SealNotice tone={failed ? 'error' : 'info'} title={failed ? t('人脸核验未通过') : t('申请已提交，请完成人脸核验')}>
        {failed
          ? t('请确认由申请人本人操作后重新核验。')
          : <DataText text={t('请申请人 {name} 使用手机扫码，完成人脸识别后印章即启用。', { name: slotValue() })} data={seal.applicantName} />}
      </SealNotice>
      <Button asChild size="lg" className="w-full sm:w-48"><HrefLink href={qrcode}>{failed ? t('重新核验') : t('去人脸核验')}</HrefLink></Button>
    </div>
  );
}
