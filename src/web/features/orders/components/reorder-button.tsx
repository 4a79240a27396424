import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReorderResult } from '@/shared/orders/reorder';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useReorder } from '../api/reorder';
import '../i18n';

/**
 * "Comprar de novo" on one of her orders (issue 38): what is still sold goes back in the cart and
 * she lands there; what is not is named with the reason. Nothing left to buy: said here, she stays.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const server = useServerMessages();
  const navigate = useNavigate();
  const reorder = useReorder();
  const [problem, setProblem] = useState<string | null>(null);

  const leftOut = (result: ReorderResult) =>
    result.unavailable
      .map((u) => t('reorder.line', { name: u.name, reason: server.message(u.key) }))
      .join('; ');

  const onClick = () => {
    setProblem(null);
    reorder.mutate(orderId, {
      onSuccess: (result) => {
        if (result.added.length === 0) {
          setProblem(t('reorder.nothing', { lines: leftOut(result) }));
          return;
        }
        notify('success', t('reorder.added', { count: result.added.reduce((n, a) => n + a.quantity, 0) }));
        if (result.unavailable.length > 0)
          notify('warning', t('reorder.leftOut', { lines: leftOut(result) }), { duration: 8000 });
        const extras = result.added.flatMap((a) => a.extrasLeftOut);
        if (extras.length > 0) notify('warning', t('reorder.extrasLeftOut', { extras: extras.join(', ') }));
        navigate(paths.cart);
      },
      onError: (error) => setProblem(server.error(error, t('reorder.button'))),
    });
  };

  return (
    <div className="space-y-3">
      <Button variant="secondary" size="sm" onClick={onClick} disabled={reorder.isPending}>
        <RotateCcw aria-hidden="true" />
        {t('reorder.button')}
      </Button>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}
