import type { UseFormReturn } from 'react-hook-form';
import type { ProjectDetail } from '@contract/project-detail';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { EnrolFormContext, EnrolFormValues } from '@/features/enrol/enrol-form';
import { EnrolReview } from '@/features/enrol/enrol-review';
import { EnrolSummary } from '@/features/enrol/enrol-summary';
import { MaterialField } from '@/features/enrol/material-field';
import { SubAssetPicker } from '@/features/enrol/sub-asset-picker';
import { useT } from '@/i18n';

/**
 * The fields of one enrolment step: 0 确认信息 (summary, 标段, directional code), 1 上传材料,
 * 2 提交 (review and agreement). Errors come from the form's resolver.
 */
export function EnrolStepBody({
  step,
  project,
  isPackage,
  ctx,
  form,
  acceptLabel,
  materialsPending,
}: {
  step: number;
  project: ProjectDetail;
  isPackage: boolean;
  ctx: EnrolFormContext;
  form: UseFormReturn<EnrolFormValues>;
  acceptLabel?: string;
  materialsPending: boolean;
}) {
  const t = useT('enrol');
  const { errors } = form.formState;
  // The record field's own error sits at errors.materials (the resolver reports the missing list there).
  const materialsError = typeof errors.materials?.message === 'string' ? errors.materials.message : undefined;
  if (step === 0) {
    return (
      <div className="space-y-4">
        <EnrolSummary project={project} />
        {isPackage ? <SubAssetPicker assetsId={project.assetsId} control={form.control} error={errors.subAssetsIds?.message} /> : null}
        {ctx.needsCode ? (
          <FormField label={t('定向码')} required hint={t('本项目为定向发布项目，请输入转出方提供的定向码')} error={errors.directionalCode?.message} className="max-w-sm">
            <Input autoComplete="off" maxLength={32} placeholder={t('请输入定向码')} {...form.register('directionalCode')} />
          </FormField>
        ) : null}
      </div>
    );
  }
  if (step === 1) {
    if (materialsPending) return <SkeletonLines rows={4} />;
    return (
      <section aria-label={t('报名材料')} className="space-y-3">
        <p className="text-sm text-ink-soft">
          {acceptLabel ? t('报名资格：{kinds}。', { kinds: t(acceptLabel) }) : null}
          {t('请按要求上传以下材料（JPG、PNG 或 PDF，单个不超过5MB）。')}
        </p>
        {ctx.materials.length ? ctx.materials.map((m) => <MaterialField key={m.code} control={form.control} material={m} />) : <EmptyState message={t('本项目无需上传报名材料')} />}
        {materialsError ? (
          <p role="alert" className="text-sm text-price">
            {materialsError}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <EnrolReview
      assetsId={project.assetsId}
      isPackage={isPackage}
      deposit={project.deposit}
      materials={ctx.materials}
      control={form.control}
      register={form.register}
      agreedError={errors.agreed?.message}
    />
  );
}
