import { useQuery } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { idTypesQueryOptions } from '@/features/realname/realname.queries';
import { useT } from '@/i18n';

/**
 * 证件类型 + 证件号码 (§3 identity document types from the 'idType' dictionary; §5 Citizen ID for
 * ID cards, the contract's format checks for the rest). Changing the type re-checks a number
 * already typed, and whatever else depends on the type (`alsoRecheck`, e.g. the back photo).
 */
export function IdDocumentFields<T extends FieldValues>({
  form,
  typeName,
  numberName,
  typeLabel,
  numberLabel,
  previousNumber,
  alsoRecheck = [],
}: {
  form: UseFormReturn<T>;
  typeName: FieldPath<T>;
  numberName: FieldPath<T>;
  /** Defaults to 证件类型. */
  typeLabel?: string;
  /** Defaults to 证件号码. */
  numberLabel?: string;
  /** The masked number of an earlier submission, shown as a reminder. */
  previousNumber?: string;
  alsoRecheck?: FieldPath<T>[];
}) {
  const t = useT('realname');
  const { data: idTypes = [] } = useQuery(idTypesQueryOptions());
  const typeError = form.getFieldState(typeName, form.formState).error?.message;
  const numberError = form.getFieldState(numberName, form.formState).error?.message;
  const recheck = () => {
    const dirty = [numberName, ...alsoRecheck].filter((n) => form.getValues(n) || form.getFieldState(n).error);
    if (dirty.length) void form.trigger(dirty);
  };

  return (
    <>
      <FormField label={typeLabel ?? t('证件类型')} required error={typeError ? t(typeError) : undefined}>
        <Select
          options={idTypes.map((d) => ({ value: d.dictKey, label: d.dictValue }))}
          {...form.register(typeName, { onChange: recheck })}
        />
      </FormField>
      <FormField
        label={numberLabel ?? t('证件号码')}
        required
        error={numberError ? t(numberError) : undefined}
        hint={previousNumber ? t('上次提交：{number}，请重新输入完整号码', { number: previousNumber }) : undefined}
      >
        <Input autoComplete="off" spellCheck={false} maxLength={30} placeholder={t('请输入证件号码')} {...form.register(numberName)} />
      </FormField>
    </>
  );
}
