import type { ReactNode } from 'react';
import { AUTH_STATUS, AUTH_STATUS_LABELS } from '@contract/auth';
import type { RealnameRecord } from '@contract/realname';
import { ID_TYPE_LABELS, type IdType } from '@contract/rules/id-document';
import { Badge } from '@/components/ui/badge';
import { FileThumb } from '@/components/ui/file-thumb';
import { maskIdNumber, maskPhone } from '@/lib/format';
import { useDocumentPreview } from '@/features/realname/use-document-preview';
import { useT } from '@/i18n';

/** Badge tone per §3 authStatus: verified green, rejected red, pending amber. */
export function StatusBadge({ status, label }: { status: number; label?: string }) {
  const t = useT('realname');
  const tone = status === AUTH_STATUS.verified ? 'brand' : status === AUTH_STATUS.rejected ? 'price' : status === AUTH_STATUS.verifying ? 'warn' : 'muted';
  return <Badge tone={tone} className="px-2 py-1 text-sm">{label ? t(label) : AUTH_STATUS_LABELS[status] ? t(AUTH_STATUS_LABELS[status]) : t('未知')}</Badge>;
}

/** A stored document as a small preview (owner-only bytes, fetched with the session). */
function DocumentThumb({ url, label }: { url: string; label: string }) {
  const t = useT('realname');
  const { src, contentType, isError } = useDocumentPreview(url);
  return (
    <figure className="m-0 flex flex-col items-center gap-1">
      <FileThumb src={src} contentType={contentType ?? 'image/jpeg'} name={label} />
      <figcaption className="text-xs text-muted">{isError ? t('{label}（加载失败）', { label }) : label}</figcaption>
    </figure>
  );
}

/** One field of the record; `data` marks a value from the record (a name, a number: not translated). */
const Row = ({ label, data, children }: { label: string; data?: boolean; children: ReactNode }) => (
  <>
    <dt className="text-muted">{label}</dt>
    <dd className="m-0 min-w-0 break-all text-ink" translate={data ? 'no' : undefined}>{children || '—'}</dd>
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
  const t = useT('realname');
  const idType = (type: number, label?: string) => {
    const text = label || ID_TYPE_LABELS[type as IdType];
    return text ? t(text) : '—';
  };
  return (
    <div className="flex flex-col gap-4">
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Row label={t('认证类型')}>{record.kind === 'org' ? t('机构认证') : t('个人认证')}</Row>
        <Row label={t('认证状态')}><StatusBadge status={record.status} label={record.statusLabel} /></Row>
        {p ? (
          <>
            <Row label={t('姓名')} data>{p.name}</Row>
            <Row label={t('证件类型')}>{idType(p.idType, p.idTypeLabel)}</Row>
            <Row label={t('证件号码')} data><span className="num">{maskIdNumber(p.idNumber)}</span></Row>
            <Row label={t('手机号码')} data><span className="num">{maskPhone(p.phone)}</span></Row>
          </>
        ) : null}
        {o ? (
          <>
            <Row label={t('机构名称')} data>{o.orgName}</Row>
            <Row label={t('统一社会信用代码')} data><span className="num">{o.creditCode}</span></Row>
            <Row label={t('机构类型')}>{o.orgType ? t(o.orgType) : ''}</Row>
            <Row label={t('法定代表人')} data>{o.legalName}</Row>
            <Row label={t('法人证件类型')}>{idType(o.legalIdType)}</Row>
            <Row label={t('法人证件号码')} data><span className="num">{maskIdNumber(o.legalIdNumber)}</span></Row>
            <Row label={t('联系人')} data>{o.contactName}</Row>
            <Row label={t('联系人手机号')} data><span className="num">{maskPhone(o.contactPhone)}</span></Row>
          </>
        ) : null}
        <Row label={t('提交时间')}><span className="num">{record.submittedAt}</span></Row>
        <Row label={t('审核时间')}><span className="num">{record.reviewedAt || t('审核中')}</span></Row>
      </dl>
      <div className="flex flex-wrap gap-4" aria-label={t('认证材料')}>
        {p?.frontImage ? <DocumentThumb url={p.frontImage} label={t('证件人像面')} /> : null}
        {p?.backImage ? <DocumentThumb url={p.backImage} label={t('证件国徽面')} /> : null}
        {o?.licenceImage ? <DocumentThumb url={o.licenceImage} label={t('营业执照')} /> : null}
      </div>
    </div>
  );
}
