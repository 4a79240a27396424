// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, mount } from '@/testing/dom';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Limpar carrinho</Button>}
      title="Limpar o carrinho?"
      description="Todos os itens saem do carrinho."
      cancelLabel="Manter itens"
      confirmLabel="Sim, limpar"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}

const dialog = () => document.querySelector('[role="alertdialog"]');
let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

describe('ConfirmDialog', () => {
  it('opens from its trigger as a named alertdialog, focus on the safe choice', async () => {
    view = mount(<Harness onConfirm={() => {}} />);
    expect(dialog()).toBeNull();
    await click(button('Limpar carrinho'));
    const opened = dialog();
    expect(opened).not.toBeNull();
    const title = document.getElementById(opened?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Limpar o carrinho?');
    expect(document.activeElement?.textContent).toBe('Manter itens');
  });

  it('cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    view = mount(<Harness onConfirm={onConfirm} />);
    await click(button('Limpar carrinho'));
    await click(button('Manter itens'));
    expect(dialog()).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirm runs the action', async () => {
    const onConfirm = vi.fn();
    view = mount(<Harness onConfirm={onConfirm} />);
    await click(button('Limpar carrinho'));
    await click(button('Sim, limpar'));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });
});
