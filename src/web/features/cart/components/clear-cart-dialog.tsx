import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { useClearCart } from '../api/clear-cart';
import '../i18n';

/** "Limpar carrinho" behind a confirmation: clearing cannot be undone (SPEC §4.4 clear). */
export function ClearCartButton() {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const clear = useClearCart();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="mt-3 w-full text-muted">
          <Trash2 aria-hidden="true" />
          {t('summary.clear')}
        </Button>
      }
      title={t('clear.title')}
      description={t('clear.body')}
      cancelLabel={t('clear.cancel')}
      confirmLabel={t('clear.confirm')}
      onConfirm={() => {
        clear.mutate();
        setOpen(false);
      }}
    />
  );
}
