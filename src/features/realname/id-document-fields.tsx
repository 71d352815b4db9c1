import { useQuery } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { idTypesQueryOptions } from '@/features/realname/realname.queries';

/**
 * 证件类型 + 证件号码 (§3 identity document types from the 'idType' dictionary; §5 Citizen ID for
 * ID cards, the contract's format checks for the rest). Changing the type re-checks a number
 * already typed, and whatever else depends on the type (`alsoRecheck`, e.g. the back photo).
 */
export function IdDocumentFields<T extends FieldValues>({
  form,
  typeName,
  numberName,
  typeLabel = '证件类型',
  numberLabel = '证件号码',
  previousNumber,
  alsoRecheck = [],
}: {
  form: UseFormReturn<T>;
  typeName: FieldPath<T>;
  numberName: FieldPath<T>;
  typeLabel?: string;
  numberLabel?: string;
  /** The masked number of an earlier submission, shown as a reminder. */
  previousNumber?: string;
  alsoRecheck?: FieldPath<T>[];
}) {
  const { data: idTypes = [] } = useQuery(idTypesQueryOptions());
  const typeError = form.getFieldState(typeName, form.formState).error?.message;
  const numberError = form.getFieldState(numberName, form.formState).error?.message;
  const recheck = () => {
    const dirty = [numberName, ...alsoRecheck].filter((n) => form.getValues(n) || form.getFieldState(n).error);
    if (dirty.length) void form.trigger(dirty);
  };

  return (
    <>
      <FormField label={typeLabel} required error={typeError}>
        <Select
          options={idTypes.map((t) => ({ value: t.dictKey, label: t.dictValue }))}
          {...form.register(typeName, { onChange: recheck })}
        />
      </FormField>
      <FormField
        label={numberLabel}
        required
        error={numberError}
        hint={previousNumber ? `上次提交：${previousNumber}，请重新输入完整号码` : undefined}
      >
        <Input autoComplete="off" spellCheck={false} maxLength={30} placeholder="请输入证件号码" {...form.register(numberName)} />
      </FormField>
    </>
  );
}
