import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import type { FileRules } from '@/components/ui/file-check';
import { FileUpload, type UploadedFile } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useSessionStore } from '@/stores/session';
import { uploadAvatar, useAccountChanged } from '@/features/member/member.queries';
import { MemberAvatar } from '@/features/member/member-avatar';
import { MemberLayout } from '@/features/member/member-layout';
import { useT } from '@/i18n';

/** Avatars: JPG or PNG, ≤ 5 MB (contract/profile.ts avatar). */
const AVATAR_RULES: FileRules = {
  accept: ['image/jpeg', 'image/png'],
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.imageOnly },
};

/**
 * /memberEditHead (§2): the current avatar and an upload with preview and progress. The server
 * stores the centred square of an accepted image (upright, small, WebP) as the new headImg at once,
 * so success refreshes the profile and the header avatar (no separate save step or crop tool).
 */
export function EditHeadPage() {
  const t = useT('member');
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const { data, isPending } = useQuery(userDetailQueryOptions(baseUserId));
  const changed = useAccountChanged();
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const onChange = (file: UploadedFile | null) => {
    setUploaded(file);
    if (!file) return;
    toast.success(t('头像已更新'));
    void changed();
  };

  return (
    <MemberLayout title={t('修改头像')}>
      {isPending ? (
        <SkeletonLines rows={3} />
      ) : (
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <figure className="m-0 flex flex-col items-center gap-2">
            <MemberAvatar headImg={data?.headImg} className="size-28" />
            <figcaption className="text-xs text-muted">{t('当前头像')}</figcaption>
          </figure>
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <FormField label={t('上传新头像')} hint={t('图片会裁成居中的正方形，上传后立即生效')}>
              <FileUpload label={t('头像')} value={uploaded} onChange={onChange} upload={uploadAvatar} rules={AVATAR_RULES} hint={t('支持 JPG、PNG 图片，不超过5MB')} tooManyMessage={UPLOAD_MESSAGES.tooMany} />
            </FormField>
          </div>
        </div>
      )}
    </MemberLayout>
  );
}
