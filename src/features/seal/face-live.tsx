import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { CircleCheck, Smartphone } from 'lucide-react';
import type { FaceSession } from '@contract/seal';
import { FACE_STATUS_LABELS } from '@contract/seal-paths';
import { faceSession$, secondsLeft, type FaceView } from '@streams/face';
import { useObservable } from '@streams/react';
import { Button } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { useSessionStore } from '@/stores/session';
import { msg, useT } from '@/i18n';
import { loadFaceStatus, sealKeys } from '@/features/seal/seal.queries';

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Seconds as mm:ss. */
const mmss = (s: number) => `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;

/** What the status line says, per state (the live region reads it out when it changes). */
const HEADLINES: Record<FaceView['status'], string> = {
  pending: msg('请使用手机扫描二维码'), scanned: msg('手机已扫码'), passed: msg('绑定成功'), failed: msg('人脸核验未通过'), expired: msg('二维码已过期'),
};
const SUBLINES: Record<FaceView['status'], string> = {
  pending: msg('请由申请人本人扫码，并在手机上完成人脸识别'), scanned: FACE_STATUS_LABELS.scanned, passed: msg('电子印章已启用，可用于在线签署交易合同。'),
  failed: msg('请确认由申请人本人操作后重新核验'), expired: msg('请刷新二维码后重新扫码'),
};

/**
 * One face session, live (§2 /contract/seal/qrcode): a large QR code of `qrUrl` (on a phone, a direct link instead),
 * the countdown to `expireAt` on the shared clock, and the status from the push channel's `notice:face` (polled while
 * the socket is down, streams/face.ts): waiting → 手机已扫码 → 绑定成功 | 人脸核验未通过 (重新核验) | 二维码已过期 (刷新二维码).
 * `onRestart` opens a new session; `back` is where 绑定成功 leads (default the user centre).
 */
export function FaceLive({ session, onRestart, restarting, back }: { session: FaceSession; onRestart: () => void; restarting: boolean; back?: string }) {
  const t = useT('seal');
  const queryClient = useQueryClient();
  const baseUserId = useSessionStore((s) => s.baseUserId) ?? '';
  const feed$ = useMemo(() => faceSession$(session, { load: loadFaceStatus }), [session]);
  const view = useObservable(feed$, { ...session, secondsLeft: secondsLeft(session.expireAt, Date.now()) });
  const { status } = view;
  const open = status === 'pending' || status === 'scanned';
  // The seal's own status moved with the session: the apply page and the preview read it again.
  useEffect(() => {
    if (status === 'passed' || status === 'failed') void queryClient.invalidateQueries({ queryKey: sealKeys.mine(baseUserId) });
  }, [status, queryClient, baseUserId]);

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div role="status" aria-label={t('核验状态')} aria-live="polite" aria-atomic="true" className="flex flex-col items-center gap-1">
        <h2 className={`m-0 text-lg font-semibold ${status === 'passed' ? 'text-brand-700' : status === 'failed' || status === 'expired' ? 'text-price' : 'text-ink'}`}>{t(HEADLINES[status])}</h2>
        <p className="m-0 text-sm text-muted">{t(SUBLINES[status])}</p>
      </div>
      {open ? <QrBlock url={session.qrUrl} scanned={status === 'scanned'} secondsLeft={view.secondsLeft} /> : null}
      {status === 'passed' ? (
        <Outcome icon={<CircleCheck aria-hidden className="size-16 text-brand-600" />}>
          <Button asChild size="lg"><HrefLink href={back ?? '/usercenterIndex'}>{back ? t('返回合同') : t('返回用户中心')}</HrefLink></Button>
          <Button asChild size="lg" variant="secondary"><HrefLink href="/contract/seal/apply">{t('查看电子印章')}</HrefLink></Button>
        </Outcome>
      ) : null}
      {status === 'failed' || status === 'expired' ? (
        <Outcome>
          <Button size="lg" onClick={onRestart} disabled={restarting}>{restarting ? t('正在生成…') : status === 'failed' ? t('重新核验') : t('刷新二维码')}</Button>
        </Outcome>
      ) : null}
    </div>
  );
}

function Outcome({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4">
      {icon}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** The QR code (dimmed with a tick once scanned), the countdown, and on phones the direct link to the page. */
function QrBlock({ url, scanned, secondsLeft: left }: { url: string; scanned: boolean; secondsLeft: number }) {
  const t = useT('seal');
  // The sentence around the countdown, split where the <time> goes.
  const expiry = t('二维码 {time} 后失效', { time: '\u0000' }).split('\u0000');
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <a
        href={url}
        className="flex w-full max-w-xs items-center justify-center gap-2 rounded-control bg-brand-600 px-4 py-3 text-base font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:hidden"
      >
        <Smartphone aria-hidden className="size-5" />{t('在本机打开核验页面')}
      </a>
      <p className="m-0 text-xs text-muted md:hidden">{t('或用申请人的另一部手机扫描下方二维码')}</p>
      <div className="relative rounded-control border border-line bg-white p-3">
        <QRCodeSVG
          value={url} size={240} marginSize={1} className={`block size-48 md:size-60 ${scanned ? 'opacity-20' : ''}`}
          role="img" aria-label={t('人脸核验二维码')} title={t('人脸核验二维码')}
        />
        {scanned ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-brand-700">
            <CircleCheck aria-hidden className="size-12" />
            <span className="text-sm font-medium">{t('已扫码')}</span>
          </div>
        ) : null}
      </div>
      <p className="m-0 text-sm text-ink-soft">
        {expiry[0]}
        <time className="font-mono tabular-nums text-price" aria-label={t('剩余{min}分{sec}秒', { min: Math.floor(left / 60), sec: left % 60 })}>{mmss(left)}</time>
        {expiry[1]}
      </p>
      <ol className="m-0 hidden list-decimal pl-5 text-left text-sm text-muted md:block">
        <li>{t('请申请人本人使用手机扫描二维码；')}</li>
        <li>{t('在手机页面按提示完成人脸识别；')}</li>
        <li>{t('识别通过后，本页面自动显示绑定结果。')}</li>
      </ol>
    </div>
  );
}
