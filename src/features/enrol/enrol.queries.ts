import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EnrolmentSubmit, EnrolmentView } from '@contract/enrolment';
import { ENROLMENT_PATHS } from '@contract/enrolment-paths';
import type { materialsAnswerSchema, pkgAnswerSchema } from '@contract/project-detail';
import { DETAIL_PATHS } from '@contract/project-detail-paths';
import type { EnrolmentCheckAnswer, UploadAnswer } from '@contract/realname';
import { REALNAME_PATHS } from '@contract/realname-paths';
import type { UploadFn } from '@/components/ui/file-upload';
import { ApiError, api } from '@/lib/api/client';
import { CALLER, SILENT } from '@/lib/api/error-meta';
import { uploadFile } from '@/lib/api/upload';
import { withErrorPolicy } from '@/lib/api/error-policy';

export type MaterialsAnswer = z.infer<typeof materialsAnswerSchema>;
export type PkgAnswer = z.infer<typeof pkgAnswerSchema>;

/**
 * Query keys of enrolment, general to specific. Per-user entries carry the baseUserId, so another
 * login never sees the previous user's enrolment; `.project(assetsId)` covers all of a project.
 */
export const enrolKeys = {
  all: ['enrolment'] as const,
  project: (assetsId: string) => [...enrolKeys.all, assetsId] as const,
  check: (assetsId: string, userId: string, unlocked: boolean) => [...enrolKeys.project(assetsId), 'check', userId, { unlocked }] as const,
  mine: (assetsId: string, userId: string) => [...enrolKeys.project(assetsId), 'mine', userId] as const,
  materials: (assetsId: string) => [...enrolKeys.project(assetsId), 'materials'] as const,
  subAssets: (assetsId: string) => [...enrolKeys.project(assetsId), 'sub-assets'] as const,
};

/**
 * The enrolment check (GET dscq-project/enrolment/check ?assetsId=, §7): { allowed, reasons[] }.
 * §8 leaves its failures to the caller: the button simply falls back to what it knows. `unlocked`
 * (directional code entered) is part of the key so the answer is asked again after unlocking.
 */
export const enrolCheckQueryOptions = (assetsId: string, userId: string | undefined, unlocked: boolean) =>
  queryOptions({
    queryKey: enrolKeys.check(assetsId, userId ?? 'anonymous', unlocked),
    queryFn: ({ signal }) => api.get<EnrolmentCheckAnswer>(ENROLMENT_PATHS.check, { assetsId }, { signal }),
    meta: CALLER,
    staleTime: 0,
  });

/** The caller's enrolment in the project (GET enrolment/mine), null when not enrolled; only for a logged-in user. */
export const myEnrolmentQueryOptions = (assetsId: string, userId: string) =>
  queryOptions({
    queryKey: enrolKeys.mine(assetsId, userId),
    queryFn: ({ signal }) => api.get<EnrolmentView | null>(ENROLMENT_PATHS.mine, { assetsId }, { signal }),
    meta: SILENT,
    staleTime: 0,
  });

/** Which kinds may enrol and the materials to upload (GET assets-detail/enrol-materials). */
export const enrolMaterialsQueryOptions = (assetsId: string) =>
  queryOptions({
    queryKey: enrolKeys.materials(assetsId),
    queryFn: ({ signal }) => api.get<MaterialsAnswer>(DETAIL_PATHS.materials, { assetsId }, { signal }),
  });

/** The 标段 a package enrolment chooses from (GET bid/nccq/pkg). */
export const subAssetsQueryOptions = (assetsId: string) =>
  queryOptions({
    queryKey: enrolKeys.subAssets(assetsId),
    queryFn: ({ signal }) => api.get<PkgAnswer>(DETAIL_PATHS.pkg, { assetsId }, { signal }),
  });

/** Sends one enrolment material (multipart with progress, dscq-user/file/upload); the server judges the content. */
export const uploadMaterial: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<UploadAnswer>(REALNAME_PATHS.upload, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: a.name, contentType: a.contentType };
};

/**
 * Submits an enrolment (POST enrolment/submit). The caller passes one idempotency key per attempt,
 * so a double click or a retry after a lost answer yields the same enrolment, never a second one.
 * A 409 duplicate carries the existing enrolment, which is returned as a success (no toast); other
 * refusals are the §8 warning toast of the mutation cache. The project's enrolment entries are refreshed afterwards.
 */
export function useSubmitEnrolment(assetsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EnrolmentSubmit): Promise<EnrolmentView> => {
      try {
        return await api.post<EnrolmentView>(ENROLMENT_PATHS.submit, { ...body });
      } catch (e) {
        const existing = e instanceof ApiError ? (e.body as { data?: EnrolmentView | null } | null)?.data : null;
        if (e instanceof ApiError && e.code === 409 && existing?.id) return existing;
        throw e;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrolKeys.project(assetsId) }),
  });
}
