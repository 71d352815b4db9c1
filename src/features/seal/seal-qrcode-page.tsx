import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { loginHref } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { FaceLive } from '@/features/seal/face-live';
import { mySealQueryOptions, useStartFace } from '@/features/seal/seal.queries';
import { SealFrame, SealNotice } from '@/features/seal/seal-frame';
import { DataText, slotValue } from '@/components/data-text';
import { msg, useT } from '@/i18n';

const TITLE = msg('人脸核验');

/**
 * /contract/seal/qrcode (§2, public route): binds the caller's seal by face recognition. Logged out: a login prompt
 * that returns here. Logged in without an application: on to /contract/seal/apply. An active seal shows 绑定成功;
 * otherwise a new session starts on arrival ({@link FaceLive}). `back` rides along to where 绑定成功 leads.
 */
export function SealQrcodePage({ back }: { back?: string }) {
  const t = useT('seal');
  const baseUserId = useSessionStore((s) => s.baseUserId);
  const href = useRouterState({ select: (s) => s.location.href });
  if (!baseUserId) {
    return (
      <SealFrame title={t(TITLE)}>
        <SealNotice tone="info" title={t('请先登录')}>{t('人脸核验用于绑定机构的电子印章，请使用机构账号登录后继续。')}</SealNotice>
        <Button asChild size="lg" className="self-start"><HrefLink href={loginHref(href)}>{t('登录后继续')}</HrefLink></Button>
      </SealFrame>
    );
  }
  return <SealQrcode baseUserId={baseUserId} back={back} />;
}

function SealQrcode({ baseUserId, back }: { baseUserId: string; back?: string }) {
  const t = useT('seal');
  const mine = useQuery(mySealQueryOptions(baseUserId));
  let body: ReactNode;
  if (mine.isPending) body = <SkeletonLines rows={6} />;
  else if (mine.isError) {
    body = <SealNotice tone="error" title={t('加载失败')}><Button variant="link" size="sm" onClick={() => void mine.refetch()}>{t('重新加载')}</Button></SealNotice>;
  }
  else if (!mine.data) return <Navigate to="/contract/seal/apply" search={back ? { back } : {}} replace />;
  else if (mine.data.status === 'active') {
    body = (
      <>
        <SealNotice tone="ok" title={t('绑定成功')}>
          <DataText text={t('{org}的电子印章已启用，可用于在线签署交易合同。', { org: slotValue() })} data={mine.data.orgName} />
        </SealNotice>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg"><HrefLink href={back ?? '/usercenterIndex'}>{back ? t('返回合同') : t('返回用户中心')}</HrefLink></Button>
          <Button asChild size="lg" variant="secondary"><HrefLink href="/contract/seal/apply">{t('查看电子印章')}</HrefLink></Button>
        </div>
      </>
    );
  } else body = <FaceSessionPanel back={back} />;
  return <SealFrame title={t(TITLE)} step={mine.data?.status === 'active' ? 3 : 1}>{body}</SealFrame>;
}

/** Starts a session on arrival (once, also under StrictMode's double effects) and shows it live. */
function FaceSessionPanel({ back }: { back?: string }) {
  const t = useT('seal');
  const start = useStartFace();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);
  if (start.isError) {
    const reason = start.error instanceof ApiError ? start.error.message : t('二维码生成失败');
    return <SealNotice tone="error" title={reason}><Button variant="link" size="sm" onClick={() => start.mutate()}>{t('重试')}</Button></SealNotice>;
  }
  if (!start.data) return <SkeletonLines rows={6} />;
  return <FaceLive session={start.data} onRestart={() => start.mutate()} restarting={start.isPending} back={back} />;
}
