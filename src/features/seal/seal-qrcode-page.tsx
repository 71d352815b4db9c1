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

const TITLE = '人脸核验';

/**
 * /contract/seal/qrcode (§2, public route): binds the caller's seal by face recognition. Logged out: a login prompt
 * that returns here. Logged in without an application: on to /contract/seal/apply. An active seal shows 绑定成功;
 * otherwise a new session starts on arrival ({@link FaceLive}). `back` rides along to where 绑定成功 leads.
 */
export function SealQrcodePage({ back }: { back?: string }) {
  const baseUserId = useSessionStore((s) => s.baseUserId);
  const href = useRouterState({ select: (s) => s.location.href });
  if (!baseUserId) {
    return (
      <SealFrame title={TITLE}>
        <SealNotice tone="info" title="请先登录">人脸核验用于绑定机构的电子印章，请使用机构账号登录后继续。</SealNotice>
        <Button asChild size="lg" className="self-start"><HrefLink href={loginHref(href)}>登录后继续</HrefLink></Button>
      </SealFrame>
    );
  }
  return <SealQrcode baseUserId={baseUserId} back={back} />;
}

function SealQrcode({ baseUserId, back }: { baseUserId: string; back?: string }) {
  const mine = useQuery(mySealQueryOptions(baseUserId));
  let body: ReactNode;
  if (mine.isPending) body = <SkeletonLines rows={6} />;
  else if (mine.isError) body = <SealNotice tone="error" title="加载失败"><Button variant="link" size="sm" onClick={() => void mine.refetch()}>重新加载</Button></SealNotice>;
  else if (!mine.data) return <Navigate to="/contract/seal/apply" search={back ? { back } : {}} replace />;
  else if (mine.data.status === 'active') {
    body = (
      <>
        <SealNotice tone="ok" title="绑定成功">{mine.data.orgName}的电子印章已启用，可用于在线签署交易合同。</SealNotice>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg"><HrefLink href={back ?? '/usercenterIndex'}>{back ? '返回合同' : '返回用户中心'}</HrefLink></Button>
          <Button asChild size="lg" variant="secondary"><HrefLink href="/contract/seal/apply">查看电子印章</HrefLink></Button>
        </div>
      </>
    );
  } else body = <FaceSessionPanel back={back} />;
  return <SealFrame title={TITLE} step={mine.data?.status === 'active' ? 3 : 1}>{body}</SealFrame>;
}

/** Starts a session on arrival (once, also under StrictMode's double effects) and shows it live. */
function FaceSessionPanel({ back }: { back?: string }) {
  const start = useStartFace();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);
  if (start.isError) {
    const msg = start.error instanceof ApiError ? start.error.message : '二维码生成失败';
    return <SealNotice tone="error" title={msg}><Button variant="link" size="sm" onClick={() => start.mutate()}>重试</Button></SealNotice>;
  }
  if (!start.data) return <SkeletonLines rows={6} />;
  return <FaceLive session={start.data} onRestart={() => start.mutate()} restarting={start.isPending} back={back} />;
}
