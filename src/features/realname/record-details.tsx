import type { ReactNode } from 'react';
import { AUTH_STATUS, AUTH_STATUS_LABELS } from '@contract/auth';
import type { RealnameRecord } from '@contract/realname';
import { ID_TYPE_LABELS, type IdType } from '@contract/rules/id-document';
import { Badge } from '@/components/ui/badge';
import { FileThumb } from '@/components/ui/file-thumb';
import { maskIdNumber, maskPhone } from '@/lib/format';
import { useDocumentPreview } from '@/features/realname/use-document-preview';

/** Badge tone per §3 authStatus: verified green, rejected red, pending amber. */
export function StatusBadge({ status, label }: { status: number; label?: string }) {
  const tone = status === AUTH_STATUS.verified ? 'brand' : status === AUTH_STATUS.rejected ? 'price' : status === AUTH_STATUS.verifying ? 'warn' : 'muted';
  return <Badge tone={tone} className="px-2 py-1 text-sm">{label || AUTH_STATUS_LABELS[status] || '未知'}</Badge>;
}

/** A stored document as a small preview (owner-only bytes, fetched with the session). */
function DocumentThumb({ url, label }: { url: string; label: string }) {
  const { src, contentType, isError } = useDocumentPreview(url);
  return (
    <figure className="m-0 flex flex-col items-center gap-1">
      <FileThumb src={src} contentType={contentType ?? 'image/jpeg'} name={label} />
      <figcaption className="text-xs text-muted">{isError ? `${label}（加载失败）` : label}</figcaption>
    </figure>
  );
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt className="text-muted">{label}</dt>
    <dd className="m-0 min-w-0 break-all text-ink">{children || '—'}</dd>
  </>
);

/**
 * A verification record as its owner sees it: person or organisation fields with ID numbers and
 * phones masked (§5 Masking: ID first 4 + last 4, phone first 3 + last 4 — applied here again, so
 * nothing unmasked is ever shown even if a server forgot), the status, times and the documents.
 */
export function RecordDetails({ record }: { record: RealnameRecord }) {
  const p = record.person;
  const o = record.org;
  const idType = (t: number, label?: string) => label || ID_TYPE_LABELS[t as IdType] || '—';
  return (
    <div className="flex flex-col gap-4">
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Row label="认证类型">{record.kind === 'org' ? '机构认证' : '个人认证'}</Row>
        <Row label="认证状态"><StatusBadge status={record.status} label={record.statusLabel} /></Row>
        {p ? (
          <>
            <Row label="姓名">{p.name}</Row>
            <Row label="证件类型">{idType(p.idType, p.idTypeLabel)}</Row>
            <Row label="证件号码"><span className="num">{maskIdNumber(p.idNumber)}</span></Row>
            <Row label="手机号码"><span className="num">{maskPhone(p.phone)}</span></Row>
          </>
        ) : null}
        {o ? (
          <>
            <Row label="机构名称">{o.orgName}</Row>
            <Row label="统一社会信用代码"><span className="num">{o.creditCode}</span></Row>
            <Row label="机构类型">{o.orgType}</Row>
            <Row label="法定代表人">{o.legalName}</Row>
            <Row label="法人证件类型">{idType(o.legalIdType)}</Row>
            <Row label="法人证件号码"><span className="num">{maskIdNumber(o.legalIdNumber)}</span></Row>
            <Row label="联系人">{o.contactName}</Row>
            <Row label="联系人手机号"><span className="num">{maskPhone(o.contactPhone)}</span></Row>
          </>
        ) : null}
        <Row label="提交时间"><span className="num">{record.submittedAt}</span></Row>
        <Row label="审核时间"><span className="num">{record.reviewedAt || '审核中'}</span></Row>
      </dl>
      <div className="flex flex-wrap gap-4" aria-label="认证材料">
        {p?.frontImage ? <DocumentThumb url={p.frontImage} label="证件人像面" /> : null}
        {p?.backImage ? <DocumentThumb url={p.backImage} label="证件国徽面" /> : null}
        {o?.licenceImage ? <DocumentThumb url={o.licenceImage} label="营业执照" /> : null}
      </div>
    </div>
  );
}
