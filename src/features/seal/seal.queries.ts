import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REALNAME_PATHS, type UploadAnswer } from '@contract/realname';
import type { FaceSession, SealApply, SealRecord } from '@contract/seal';
import { SEAL_PATHS } from '@contract/seal-paths';
import { api } from '@/lib/api/client';
import { CALLER, SILENT } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { downloadBlob, uploadFile } from '@/lib/api/upload';
import type { UploadFn } from '@/components/ui/file-upload';

/** Query keys of the e-seal (§2 /contract/seal/apply, /contract/seal/qrcode), general to specific. */
export const sealKeys = {
  all: ['seal'] as const,
  /** The caller's seal; keyed by baseUserId so another login never sees it. */
  mine: (baseUserId: string) => [...sealKeys.all, 'mine', baseUserId] as const,
  /** The seal's SVG, by its address. */
  image: (url: string) => [...sealKeys.all, 'image', url] as const,
};

/** The caller's seal (GET mine): null when they never applied. */
export const mySealQueryOptions = (baseUserId: string) =>
  queryOptions({
    queryKey: sealKeys.mine(baseUserId),
    queryFn: ({ signal }) => api.get<SealRecord | null>(SEAL_PATHS.mine, undefined, { signal }),
    staleTime: 5_000,
  });

/** POST apply: the stored seal (status binding) replaces the cached one. Refusals (403, 409) are the §8 toast. */
export function useApplySeal(baseUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SealApply) => api.post<SealRecord>(SEAL_PATHS.apply, body),
    onSuccess: (seal) => {
      queryClient.setQueryData(sealKeys.mine(baseUserId), seal);
      void queryClient.invalidateQueries({ queryKey: sealKeys.image(seal.imageUrl) });
    },
  });
}

/** POST faceStart: a new QR session (an older one expires). The page shows a refusal itself (§8 caller). */
export function useStartFace() {
  return useMutation({ meta: CALLER, mutationFn: () => api.post<FaceSession>(SEAL_PATHS.faceStart) });
}

/** GET faceStatus of `token` (the live feed's fallback while the push socket is down). */
export const loadFaceStatus = (token: string, signal: AbortSignal) => api.get<FaceSession>(SEAL_PATHS.faceStatus, { token }, { signal });

/** The seal's image as an object URL ('' until loaded): the SVG needs the bearer token, so an <img> cannot fetch it. */
export function useSealImage(url: string | undefined): string {
  const { data: blob } = useQuery({
    queryKey: sealKeys.image(url ?? ''), queryFn: ({ signal }) => downloadBlob(url!, signal),
    enabled: Boolean(url), meta: SILENT, staleTime: Infinity, retry: false,
  });
  const [src, setSrc] = useState('');
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setSrc('');
    };
  }, [blob]);
  return src;
}

/** Sends the business licence to the shared upload endpoint (dscq-user/file/upload; JPG, PNG or PDF). */
export const uploadLicence: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<UploadAnswer>(REALNAME_PATHS.upload, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: a.name, contentType: a.contentType };
};
