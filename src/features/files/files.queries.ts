import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { CabinetChildren, CabinetFile, CabinetFolder, CabinetOverview } from '@contract/files';
import { FILES_PATHS } from '@contract/files-paths';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { downloadBlob, uploadFile } from '@/lib/api/upload';

/** Rows per page of /usercenter/files/list. */
export const FILES_PAGE_SIZE = 10;

/** What one list page asks for: folder, project group, a name fragment and the 1-based page. */
export interface FileListFilters { folder?: CabinetFolder; group?: string; q?: string; current: number }

/** Query keys of the caller's file cabinet, per user (another login never sees the previous user's files). */
export const fileKeys = {
  all: ['files'] as const,
  user: (userId: string) => [...fileKeys.all, userId] as const,
  overview: (userId: string) => [...fileKeys.user(userId), 'overview'] as const,
  children: (userId: string, folder: CabinetFolder) => [...fileKeys.user(userId), 'children', folder] as const,
  list: (userId: string, f: FileListFilters) =>
    [...fileKeys.user(userId), 'list', { folder: f.folder ?? null, group: f.group ?? null, q: f.q ?? null, current: f.current }] as const,
};

/** GET dscq-user/files/overview: folders with counts and sizes, the quota, the newest files. 'caller': the page shows the failure. */
export const filesOverviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: fileKeys.overview(userId),
    queryFn: ({ signal }) => api.get<CabinetOverview>(FILES_PATHS.overview, undefined, { signal }),
    meta: CALLER,
  });

/** GET dscq-user/files/children ?folder=: the folder's project groups and its files without a project. */
export const folderChildrenQueryOptions = (userId: string, folder: CabinetFolder) =>
  queryOptions({
    queryKey: fileKeys.children(userId, folder),
    queryFn: ({ signal }) => api.get<CabinetChildren>(FILES_PATHS.children, { folder }, { signal }),
    meta: CALLER,
  });

/** GET dscq-user/files/list: one page of files, newest first; the previous page stays while the next loads. */
export const fileListQueryOptions = (userId: string, f: FileListFilters) =>
  queryOptions({
    queryKey: fileKeys.list(userId, f),
    queryFn: ({ signal }) => api.get<Page<CabinetFile>>(FILES_PATHS.list, { ...f, size: FILES_PAGE_SIZE }, { signal }),
    meta: CALLER,
    placeholderData: keepPreviousData,
  });

/**
 * Sends one file (JPG, PNG or PDF ≤ 5 MB) into `folder` with progress (whole percents). Rejects with the server's
 * message (e.g. 存储空间不足…) for the caller to show; a 401 still ends the session.
 */
export const uploadToCabinet = (file: File, folder: CabinetFolder, onProgress: (percent: number) => void, signal?: AbortSignal) =>
  withErrorPolicy(uploadFile<CabinetFile>(`${FILES_PATHS.upload}?folder=${folder}`, file, { onProgress, signal }), CALLER);

/** Refreshes everything the cabinet shows after a change (the overview, folders and lists of `userId`). */
export function useRefreshFiles(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileKeys.user(userId) });
}

/** POST dscq-user/files/remove {id}: removes an own upload; 404/409 keep the §8 toast with the server's message. */
export function useRemoveFile(userId: string) {
  const refresh = useRefreshFiles(userId);
  return useMutation({
    mutationFn: (id: string) => api.post<null>(FILES_PATHS.remove, { id }),
    onSettled: refresh,
  });
}

/** The bytes of a cabinet file (its `url`, with the bearer token a plain link cannot send). Failures toast (§8). */
export const fileBlob = (url: string, signal?: AbortSignal) => withErrorPolicy(downloadBlob(url, signal), {});
