import { lazy, Suspense, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { useT } from '@/i18n';

// The QR encoder is only needed once someone looks at the popup (initial JS budget, bench/README.md).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * 手机APP entry of the top bar (§1 mobile-app QR popup). The QR code is rendered locally from
 * `qrText` (website config appQrText) and shows while the entry is hovered or has keyboard focus;
 * the encoder is fetched on the first hover or focus. Nothing is rendered when there is no text to encode.
 */
export function AppQrPopup({ qrText }: { qrText?: string }) {
  const t = useT('common');
  const [wanted, setWanted] = useState(false);
  if (!qrText) return null;
  const want = () => setWanted(true);
  return (
    <div className="group relative" onPointerEnter={want} onFocus={want}>
      <button
        type="button"
        aria-describedby="app-qr-popup"
        className="inline-flex items-center gap-1 hover:text-brand-700"
      >
        <Smartphone aria-hidden className="size-3.5" />
        {t('手机APP')}
      </button>
      <div
        id="app-qr-popup"
        role="tooltip"
        className="invisible absolute top-full left-1/2 z-40 mt-2 w-40 -translate-x-1/2 rounded-card border border-line bg-white p-3 text-center opacity-0 shadow-pop transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <div className="mx-auto size-32">
          {wanted ? (
            <Suspense fallback={null}>
              <QRCodeSVG value={qrText} size={128} marginSize={1} title={t('手机APP下载二维码')} />
            </Suspense>
          ) : null}
        </div>
        <p className="m-0 mt-1.5 text-xs text-ink-soft">{t('扫码下载手机APP')}</p>
      </div>
    </div>
  );
}
