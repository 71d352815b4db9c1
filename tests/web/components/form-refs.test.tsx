// @vitest-environment jsdom
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

afterEach(cleanup);

/** A form of the portal's primitives wired the way its pages wire them: `{...register(name)}` spread on each field. */
function RegisteredForm({ onValid }: { onValid: (values: { name: string; kind: string }) => void }) {
  const form = useForm({ defaultValues: { name: '', kind: 'company' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <Input aria-label="姓名" {...form.register('name', { required: '请输入姓名' })} />
      <Select aria-label="类型" options={[{ value: 'person', label: '个人' }, { value: 'company', label: '企业' }]} {...form.register('kind')} />
      <Button type="submit">提交</Button>
      <Button type="button" onClick={() => form.reset({ name: '', kind: 'person' })}>重置</Button>
    </form>
  );
}

describe('the UI primitives take the refs their callers pass', () => {
  it('react-hook-form fills, focuses and resets Input and Select through register', async () => {
    let submitted: { name: string; kind: string } | undefined;
    render(<RegisteredForm onValid={(v) => { submitted = v; }} />);
    const name = screen.getByLabelText<HTMLInputElement>('姓名');
    const kind = screen.getByLabelText<HTMLSelectElement>('类型');
    // The default value reaches the DOM only through the field's ref.
    expect(kind.value).toBe('company');

    // An invalid submit focuses the first invalid field, again through its ref.
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(submitted).toBeUndefined();

    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(submitted).toEqual({ name: '张三', kind: 'company' }));

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(kind.value).toBe('person'));
    expect(name.value).toBe('');
  });

  it('Button hands its ref to the element it renders, itself or its asChild child', () => {
    const own = createRef<HTMLButtonElement>();
    const child = createRef<HTMLButtonElement>();
    render(
      <>
        <Button ref={own}>确定</Button>
        <Button ref={child} asChild><a href="/hall">竞价大厅</a></Button>
      </>,
    );
    expect(own.current).toBe(screen.getByRole('button', { name: '确定' }));
    expect(child.current).toBe(screen.getByRole('link', { name: '竞价大厅' }));
  });
});
