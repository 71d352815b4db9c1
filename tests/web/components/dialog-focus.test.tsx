// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** A dialog opened from code (no DialogTrigger), as most of the portal's dialogs are. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="提示">
          <input aria-label="内容" />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ConfirmFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>删除</button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="确认" description="确定删除吗？" cancelText="取消" onAction={() => undefined} />
    </>
  );
}

describe('dialogs give the focus back (WCAG 2.4.3)', () => {
  it('a dialog opened from code takes the focus and returns it to the opener on Escape', async () => {
    render(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('a confirm returns the focus to the button that asked for it', async () => {
    render(<ConfirmFromCode />);
    const opener = screen.getByRole('button', { name: '删除' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
