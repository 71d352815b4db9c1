import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APPEAL_PATHS } from '@contract/appeal-paths';
import type { AppealDetail, AppealItem, AppealStatus, AppealSubject, AppealSubmit } from '@contract/appeals';
import type { Page } from '@contract/envelope';
import { REALNAME_PATHS, type UploadAnswer } from '@contract/realname';
import type { UploadFn } from '@/components/ui/use-file-upload';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { downloadBlob, uploadFile } from '@/lib/api/upload';

/** Rows per page of /shensuRecord. */
export const APPEAL_PAGE_SIZE = 10;

/** The list filters: a status tab (undefined = 全部) and the 1-based page. */
export interface AppealListFilters { status?: AppealStatus; current: number }

/** Query keys of the caller's appeals, general to specific. */
export const appealKeys = {
  all: ['appeals'] as const,
  lists: () => [...appealKeys.all, 'list'] as const,
  list: (f: AppealListFilters) => [...appealKeys.lists(), { status: f.status ?? null, current: f.current }] as const,
  details: () => [...appealKeys.all, 'detail'] as const,
  detail: (id: string) => [...appealKeys.details(), id] as const,
  subjects: () => [...appealKeys.all, 'subjects'] as const,
};

/** One page of the caller's appeals, newest first (GET dscq-user/appeal/list). The previous page stays while the next loads. */
export const appealListQueryOptions = (f: AppealListFilters) =>
  queryOptions({
    queryKey: appealKeys.list(f),
    queryFn: ({ signal }) => api.get<Page<AppealItem>>(APPEAL_PATHS.list, { current: f.current, size: APPEAL_PAGE_SIZE, status: f.status }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * One appeal with text, attachments and answer (GET dscq-user/appeal/detail ?id=; 404 申诉记录不存在 for an unknown or
 * another user's id). 'caller': the dialog shows the failure itself.
 */
export const appealDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: appealKeys.detail(id),
    queryFn: ({ signal }) => api.get<AppealDetail>(APPEAL_PATHS.detail, { id }, { signal }),
    meta: CALLER,
  });

/** What the caller may appeal now (GET dscq-user/appeal/subjects), newest decision first; `open` ones have an appeal waiting. */
export const appealSubjectsQueryOptions = () =>
  queryOptions({
    queryKey: appealKeys.subjects(),
    queryFn: ({ signal }) => api.get<AppealSubject[]>(APPEAL_PATHS.subjects, undefined, { signal }),
  });

/**
 * Files an appeal (POST dscq-user/appeal/submit) and resolves with the stored appeal; the lists and subjects are
 * refreshed and the new appeal is cached. 404 / 409 / 400 keep the §8 toast with the server's message.
 */
export function useSubmitAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealSubmit) => api.post<AppealDetail>(APPEAL_PATHS.submit, body),
    onSuccess: (appeal) => queryClient.setQueryData(appealKeys.detail(appeal.id), appeal),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: appealKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: appealKeys.subjects() }),
    ]),
  });
}

/** Sends one appeal attachment (JPG, PNG or PDF, ≤ 5 MB) to the shared upload endpoint, with progress. */
export const uploadAppealFile: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<UploadAnswer>(REALNAME_PATHS.upload, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: a.name, contentType: a.contentType };
};

/**
 * Fetches an appeal attachment with the bearer token (a plain link cannot send it) and hands it to the browser as a
 * download named `name`. Failures (404 文件不存在, network) are toasted by the §8 policy.
 */
export async function saveAppealAttachment(file: { url: string; name: string }): Promise<void> {
  const blob = await withErrorPolicy(downloadBlob(file.url), {});
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
