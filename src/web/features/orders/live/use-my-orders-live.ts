import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/web/lib/session/auth-context';
import { orderKeys } from '../api/keys';
import { openLiveStream } from './live-stream';

export const MY_ORDERS_STREAM_URL = '/api/orders/live';

/**
 * The customer's order pages (decision 088): while one is open, her own orders' changes arrive on
 * a stream and the order (its status timeline) and her list are read again. Loaded with those
 * pages only, never with the home page. Without the stream the pages show what they read.
 */
export function useMyOrdersLive() {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'one'] });
    };
    return openLiveStream(MY_ORDERS_STREAM_URL, {
      onEvent: refresh,
      onState: () => undefined,
      onOpen: refresh,
    });
  }, [isAuthenticated, queryClient]);
}
