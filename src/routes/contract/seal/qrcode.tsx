import { createFileRoute } from '@tanstack/react-router';
import { mySealQueryOptions } from '@/features/seal/seal.queries';
import { SealQrcodePage } from '@/features/seal/seal-qrcode-page';
import { sealSearch } from '@/features/seal/seal-search';
import { msg } from '@/i18n';

/**
 * /contract/seal/qrcode[?back=] (§2 人脸核验, a public route: logged out it shows a login prompt that returns here).
 * The caller's seal loads with the route; the page starts the face session itself.
 */
export const Route = createFileRoute('/contract/seal/qrcode')({
  staticData: { title: msg('人脸核验') },
  validateSearch: sealSearch,
  loader: ({ context }) => {
    const baseUserId = context.session.getState().baseUserId;
    if (baseUserId) void context.queryClient.prefetchQuery(mySealQueryOptions(baseUserId));
  },
  component: SealQrcodeRoute,
});

function SealQrcodeRoute() {
  return <SealQrcodePage back={Route.useSearch().back} />;
}
