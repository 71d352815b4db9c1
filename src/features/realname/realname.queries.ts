import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DictItem } from '@contract/lookups';
import {
  REALNAME_PATHS, type LicenceCheckAnswer, type OrgVerificationRequest, type PersonVerificationRequest, type RealnameRecord,
  type UploadAnswer,
} from '@contract/realname';
import { ID_TYPE_LABELS } from '@contract/rules/id-document';
import { api } from '@/lib/api/client';
import { CALLER, SILENT } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { downloadBlob, uploadFile } from '@/lib/api/upload';
import { profileToSession, userDetailQueryOptions, userKeys } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import type { UploadFn } from '@/components/ui/file-upload';

/** Query keys of real-name verification, general to specific. */
export const realnameKeys = {
  all: ['realname'] as const,
  idTypes: () => [...realnameKeys.all, 'dict', 'idType'] as const,
  records: () => [...realnameKeys.all, 'record'] as const,
  /** The latest record of one user; keyed by baseUserId so another login never sees it. */
  record: (baseUserId: string) => [...realnameKeys.records(), baseUserId] as const,
  /** The bytes of an owner-only document image, by its site path. */
  file: (url: string) => [...realnameKeys.all, 'file', url] as const,
};

/** §3 identity document types as dictionary items, used until the dictionary answers (or if it fails). */
const ID_TYPES_FALLBACK: DictItem[] = Object.entries(ID_TYPE_LABELS).map(([dictKey, dictValue], i) => ({
  id: `idType-${dictKey}`, code: 'idType', dictKey, dictValue, sort: i + 1,
}));

/** Document types (GET dscq-system/dict/dictionary?code=idType, §3, §7 Lookups); a lookup, silent on failure. */
export const idTypesQueryOptions = () =>
  queryOptions({
    queryKey: realnameKeys.idTypes(),
    queryFn: ({ signal }) => api.get<DictItem[]>('dscq-system/dict/dictionary', { code: 'idType' }, { signal }),
    meta: SILENT,
    placeholderData: ID_TYPES_FALLBACK,
    staleTime: Infinity,
  });

/** The caller's latest verification record (GET myRecord): numbers masked, null when never submitted. */
export const myRecordQueryOptions = (baseUserId: string) =>
  queryOptions({
    queryKey: realnameKeys.record(baseUserId),
    queryFn: ({ signal }) => api.get<RealnameRecord | null>(REALNAME_PATHS.myRecord, undefined, { signal }),
    staleTime: 5_000,
  });

/** An owner-only document image as a Blob (kept while the page lives; a document never changes under its id). */
export const documentFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: realnameKeys.file(url),
    queryFn: ({ signal }) => downloadBlob(url, signal),
    meta: SILENT,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });

/** Sends one identity document to the upload endpoint (multipart, progress); the server sniffs its type. */
export const uploadDocument: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<UploadAnswer>(REALNAME_PATHS.upload, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: a.name, contentType: a.contentType };
};

/**
 * Reloads the profile after the verification status moved and writes it to the session, so the
 * header and the home user box follow at once (§4 Displayed user name: loginName while 0–2, the
 * verified name from 3 on).
 */
export function useProfileSync() {
  const queryClient = useQueryClient();
  return useCallback(
    async (baseUserId: string) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(baseUserId) });
      const detail = await queryClient.fetchQuery(userDetailQueryOptions(baseUserId)).catch(() => null);
      if (!detail || useSessionStore.getState().baseUserId !== detail.id) return;
      const { userInfo, name } = profileToSession(detail);
      useSessionStore.getState().userInfoLoaded(userInfo, name);
    },
    [queryClient],
  );
}

/** What both submissions do afterwards: show the new pending record, and let the profile pick up 认证中. */
function useSubmission<T>(path: string) {
  const queryClient = useQueryClient();
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  return useMutation({
    mutationFn: (body: T) => api.post<RealnameRecord>(path, body as Record<string, unknown>),
    onSuccess: (record) => {
      queryClient.setQueryData(realnameKeys.record(baseUserId), record);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(baseUserId) });
    },
  });
}

/** POST submitPerson (§6 person flow). Refusals (§5 rules, already pending, wrong flow) are the §8 toast. */
export const useSubmitPerson = () => useSubmission<PersonVerificationRequest>(REALNAME_PATHS.submitPerson);
/** POST submitOrg (§6 organisation flow). */
export const useSubmitOrg = () => useSubmission<OrgVerificationRequest>(REALNAME_PATHS.submitOrg);

/** §7 business-licence check ({ creditCode, orgName } → { valid, msg }); the form shows the answer itself (§8 caller). */
export function useLicenceCheck() {
  return useMutation({
    meta: CALLER,
    mutationFn: (v: { creditCode: string; orgName: string }) => api.post<LicenceCheckAnswer>(REALNAME_PATHS.licenceCheck, v),
  });
}

/**
 * Route loaders of the real-name pages: start the profile, the record and the document types
 * together (not awaited: each page shows its own skeleton, §2 loading states).
 */
export function prefetchRealname(queryClient: QueryClient, baseUserId: string | undefined): void {
  if (!baseUserId) return;
  void queryClient.prefetchQuery(userDetailQueryOptions(baseUserId));
  void queryClient.prefetchQuery(myRecordQueryOptions(baseUserId));
  void queryClient.prefetchQuery(idTypesQueryOptions());
}
