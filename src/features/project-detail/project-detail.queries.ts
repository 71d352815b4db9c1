import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { z } from 'zod';
import { RECOMMEND_MAX } from '@contract/constants';
import { DETAIL_PATHS } from '@contract/project-detail-paths';
import type {
  attachmentLogAnswerSchema, attachmentsAnswerSchema, baseInfoSchema, DetailSection, featureSchema, materialsAnswerSchema,
  pkgAnswerSchema, ProjectDetail, SectionAnswer, topInfoSchema, verifyCodeAnswerSchema,
} from '@contract/project-detail';
import type { ListedProject } from '@contract/projects';
import { ApiError, api } from '@/lib/api/client';
import { settleInlined } from '@/lib/api/first-answers';
import { CALLER, SILENT } from '@/lib/api/error-meta';

export type BaseInfo = z.infer<typeof baseInfoSchema>;
export type TopInfo = z.infer<typeof topInfoSchema>;
export type MaterialsAnswer = z.infer<typeof materialsAnswerSchema>;
export type AttachmentsAnswer = z.infer<typeof attachmentsAnswerSchema>;
export type PkgAnswer = z.infer<typeof pkgAnswerSchema>;
export type Feature = z.infer<typeof featureSchema>;

/**
 * Query keys of one project's detail page, general to specific. Everything of a project sits
 * under `.project(assetsId)`, so unlocking a directional project refreshes the whole page at once.
 */
export const detailKeys = {
  all: ['project-detail'] as const,
  project: (assetsId: string) => [...detailKeys.all, assetsId] as const,
  detail: (assetsId: string) => [...detailKeys.project(assetsId), 'detail'] as const,
  part: (assetsId: string, part: string) => [...detailKeys.project(assetsId), part] as const,
  recommend: (assetsId: string) => [...detailKeys.all, 'recommend', assetsId] as const,
};

const get = <T,>(url: string, assetsId: string, signal: AbortSignal) => api.get<T>(url, { assetsId }, { signal });

/**
 * GET dscq-project/project/detail ?assetsId= (§7 /project/detail): the project with its facts,
 * enrolment window, favourite and directional state. meta 'caller': a 404 becomes the page's own
 * not-found state instead of a toast. Short staleTime: isCollected / directionalVerified change.
 */
export const projectDetailQueryOptions = (assetsId: string) =>
  queryOptions({
    queryKey: detailKeys.detail(assetsId),
    queryFn: ({ signal }) => api.get<ProjectDetail>(DETAIL_PATHS.detail, { assetsId }, { signal }),
    meta: CALLER,
    staleTime: 10_000,
  });

/** 基本信息 rows (GET assets-detail/base-info). */
export const baseInfoQueryOptions = (assetsId: string) =>
  queryOptions({ queryKey: detailKeys.part(assetsId, 'base-info'), queryFn: ({ signal }) => get<BaseInfo>(DETAIL_PATHS.baseInfo, assetsId, signal) });

/** Announcement header (GET assets-detail/top-info): dates, counts, state. */
export const topInfoQueryOptions = (assetsId: string) =>
  queryOptions({ queryKey: detailKeys.part(assetsId, 'top-info'), queryFn: ({ signal }) => get<TopInfo>(DETAIL_PATHS.topInfo, assetsId, signal) });

/** One rich-text tab (GET assets-detail/{section}); loaded when its tab is first opened. */
export const sectionQueryOptions = (assetsId: string, section: DetailSection) =>
  queryOptions({
    queryKey: detailKeys.part(assetsId, `section:${section}`),
    queryFn: ({ signal }) => get<SectionAnswer>(`${DETAIL_PATHS.section}/${section}`, assetsId, signal),
  });

/** 报名材料 (GET assets-detail/enrol-materials): who may enrol and what to upload. */
export const materialsQueryOptions = (assetsId: string) =>
  queryOptions({ queryKey: detailKeys.part(assetsId, 'materials'), queryFn: ({ signal }) => get<MaterialsAnswer>(DETAIL_PATHS.materials, assetsId, signal) });

/** 附件下载 (GET assets-detail/attachments); locked for directional projects not yet unlocked. */
export const attachmentsQueryOptions = (assetsId: string) =>
  queryOptions({ queryKey: detailKeys.part(assetsId, 'attachments'), queryFn: ({ signal }) => get<AttachmentsAnswer>(DETAIL_PATHS.attachments, assetsId, signal) });

/** Sub-assets of a package or asset group (GET bid/nccq/pkg, §7). */
export const pkgQueryOptions = (assetsId: string) =>
  queryOptions({ queryKey: detailKeys.part(assetsId, 'pkg'), queryFn: ({ signal }) => get<PkgAnswer>(DETAIL_PATHS.pkg, assetsId, signal) });

/** Feature tags (GET assets-feature/list, §7); decoration only, so failures stay silent. */
export const featuresQueryOptions = (assetsId: string) =>
  queryOptions({
    queryKey: detailKeys.part(assetsId, 'features'),
    queryFn: ({ signal }) => get<Feature[]>(DETAIL_PATHS.features, assetsId, signal),
    meta: SILENT,
    staleTime: 5 * 60_000,
  });

/** Up to 4 recommended projects other than this one (POST search/assets-recommend, §9 max 4); silent. */
export const recommendQueryOptions = (assetsId: string) =>
  queryOptions({
    queryKey: detailKeys.recommend(assetsId),
    queryFn: ({ signal }) =>
      api.post<ListedProject[]>('dscq-project/search/assets-recommend', { size: RECOMMEND_MAX, assetsId }, { signal }),
    meta: SILENT,
    staleTime: 5 * 60_000,
  });

/**
 * Checks a directional release code (POST assets-detail/verify-code, §7). On success every query of
 * the project is refetched: restricted tabs, attachments and the enrol button unlock. A wrong code
 * rejects with the server's message, which the dialog shows inline ('caller').
 */
export function useVerifyCode(assetsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CALLER,
    mutationFn: (code: string) => api.post<z.infer<typeof verifyCodeAnswerSchema>>(DETAIL_PATHS.verifyCode, { assetsId, code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailKeys.project(assetsId) }),
  });
}

/**
 * Records a download before the file opens (POST client-attachment-log/submit, §7) and returns the
 * URL to open; the attachments list is refreshed for the new download count.
 */
export function useAttachmentLog(assetsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) =>
      api.post<z.infer<typeof attachmentLogAnswerSchema>>(DETAIL_PATHS.attachmentLog, { assetsId, attachmentId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: detailKeys.part(assetsId, 'top-info') }),
  });
}

/**
 * Loader of the two detail routes: the detail in the cache before the page renders. An unknown
 * project (404) or a malformed id (400) throws the router's notFound(), so the route shows its
 * Chinese not-found state; anything else is a real error for the error page.
 */
export async function loadProjectDetail(queryClient: QueryClient, assetsId: string): Promise<ProjectDetail> {
  // The feature tags sit under the title: when the server inlined them they are in the cache before the first render.
  await settleInlined([queryClient.prefetchQuery(featuresQueryOptions(assetsId))]);
  try {
    return await queryClient.ensureQueryData(projectDetailQueryOptions(assetsId));
  } catch (e) {
    if (e instanceof ApiError && (e.code === 404 || e.code === 400)) throw notFound();
    throw e;
  }
}
