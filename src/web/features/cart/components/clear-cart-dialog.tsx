import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useClearCart } from '../api/clear-cart';
import '../i18n';

/** "Limpar carrinho" behind a confirmation: clearing cannot be undone (SPEC §4.4 clear). */
export function ClearCartButton() {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const clear = useClearCart();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="mt-3 w-full text-muted">
          <Trash2 aria-hidden="true" />
          {t('summary.clear')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none"
        >
          <Dialog.Title className="font-display text-2xl text-ink">{t('clear.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">{t('clear.body')}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('clear.cancel')}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                clear.mutate();
                setOpen(false);
              }}
            >
              {t('clear.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
