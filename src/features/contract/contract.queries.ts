import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import { TRADE_CONTRACT_PATHS as P, type ContractState } from '@contract/trade-contract-paths';
import type {
  ContractDetail, ContractEdit, ContractItem, ContractSign, ContractVersionItem, ContractVersionText, SignatoryAdd,
} from '@contract/trade-contract';
import { REALNAME_PATHS, type UploadAnswer } from '@contract/realname';
import type { UploadFn } from '@/components/ui/file-upload';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { downloadBlob, uploadFile } from '@/lib/api/upload';

/** Rows per page of /myContract. */
export const CONTRACT_PAGE_SIZE = 10;

/** What one /myContract page asks for: the state tab ('all' for every state) and the 1-based page. */
export interface ContractListParams {
  state: ContractState | 'all';
  current: number;
}

/** Query keys of the trade contracts, general to specific. */
export const contractKeys = {
  all: ['contract'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (params: ContractListParams) => [...contractKeys.lists(), params] as const,
  detail: (id: string) => [...contractKeys.all, 'detail', id] as const,
  versions: (id: string) => [...contractKeys.all, 'versions', id] as const,
  version: (id: string, version: number) => [...contractKeys.versions(id), version] as const,
};

/** One /myContract page (GET contract/list ?state&current&size → Page<ContractItem>); the page shows its own error. */
export const contractListQueryOptions = (params: ContractListParams) =>
  queryOptions({
    queryKey: contractKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Page<ContractItem>>(P.list, { ...(params.state === 'all' ? {} : { state: params.state }), current: params.current, size: CONTRACT_PAGE_SIZE }, { signal }),
    meta: CALLER,
    staleTime: 5_000,
  });

/** A contract (GET contract/detail ?id= → ContractDetail; 404 unknown or not the caller's: the page's 合同不存在). */
export const contractDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) => api.get<ContractDetail>(P.detail, { id }, { signal }),
    meta: CALLER,
    staleTime: 0,
  });

/** Its kept versions, newest first (GET contract/versions ?id=). */
export const contractVersionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractKeys.versions(id),
    queryFn: ({ signal }) => api.get<ContractVersionItem[]>(P.versions, { id }, { signal }),
    meta: CALLER,
  });

/** One kept version's clauses (GET contract/version ?id&version); a kept version never changes. */
export const contractVersionQueryOptions = (id: string, version: number) =>
  queryOptions({
    queryKey: contractKeys.version(id, version),
    queryFn: ({ signal }) => api.get<ContractVersionText>(P.version, { id, version }, { signal }),
    meta: CALLER,
    staleTime: Infinity,
  });

/** Stores the answer of a contract mutation (the fresh ContractDetail) and refreshes the lists and versions. */
function useStoreDetail() {
  const queryClient = useQueryClient();
  return (detail: ContractDetail) => {
    queryClient.setQueryData(contractKeys.detail(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: contractKeys.versions(detail.id) });
  };
}

/**
 * 保存为新版本 (POST contract/edit { id, baseVersion, clauses: key → HTML, note }). 'caller': a 409 (someone saved first,
 * or the text is frozen) is shown by the editor with a way to reload and compare.
 */
export function useEditContract() {
  const store = useStoreDetail();
  return useMutation({ mutationFn: (body: ContractEdit) => api.post<ContractDetail>(P.edit, { ...body }), meta: CALLER, onSuccess: store });
}

/** 确认合同 (POST contract/confirm { id, version }): the caller's party confirms that version. */
export function useConfirmContract() {
  const store = useStoreDetail();
  return useMutation({ mutationFn: (body: { id: string; version: number }) => api.post<ContractDetail>(P.confirm, body), onSuccess: store });
}

/** Names a signatory of the caller's organisation party (POST contract/signatory/add). */
export function useAddSignatory() {
  const store = useStoreDetail();
  return useMutation({ mutationFn: (body: SignatoryAdd) => api.post<ContractDetail>(P.addSignatory, { ...body }), onSuccess: store });
}

/** Removes a signatory (POST contract/signatory/remove { id, signatoryId }). */
export function useRemoveSignatory() {
  const store = useStoreDetail();
  return useMutation({ mutationFn: (body: { id: string; signatoryId: string }) => api.post<ContractDetail>(P.removeSignatory, body), onSuccess: store });
}

/**
 * The signatory's SMS code (POST contract/sign/code { id, signatoryId } → { phoneMasked, retryAfterSec }); called by the
 * code button's own mutation, whose cache policy shows a refusal (rate limit, already signed) as the §8 toast.
 */
export const requestSignCode = (body: { id: string; signatoryId: string }) =>
  api.post<{ phoneMasked: string; retryAfterSec: number }>(P.signCode, body);

/** 签署 (POST contract/sign { id, signatoryId, code }). */
export function useSignContract() {
  const store = useStoreDetail();
  return useMutation({ mutationFn: (body: ContractSign) => api.post<ContractDetail>(P.sign, { ...body }), onSuccess: store });
}

/** Sends an authorisation letter (授权委托书) to the upload endpoint (multipart, progress); the server sniffs its type. */
export const uploadLetter: UploadFn = async (file, onProgress, signal) => {
  const a = await withErrorPolicy(uploadFile<UploadAnswer>(REALNAME_PATHS.upload, file, { onProgress, signal }), CALLER);
  return { fileId: a.fileId, name: a.name, contentType: a.contentType };
};

/** The signed contract's PDF as a Blob (GET contract/pdf ?id=, bearer header: a plain link cannot send it). */
export const fetchContractPdf = (id: string) => downloadBlob(`${P.pdf}?id=${encodeURIComponent(id)}`);

/** An uploaded file of the contract (an authorisation letter), served to the parties with the bearer header. */
export const fetchOwnFile = (fileId: string) => downloadBlob(`${REALNAME_PATHS.file}/${fileId}`);
