import { eq, type SQL, sql } from 'drizzle-orm';
import type { PaymentState } from '@/shared/payments/states';
import { payments } from './schema';

/**
 * The ids of the orders whose card payment is in `state`, as a subquery (the order desk's filter,
 * decision 081): the orders module filters its list by it without reading this module's tables.
 */
export const orderIdsInPaymentState = (state: PaymentState): SQL =>
  sql`(select ${payments.order_id} from ${payments} where ${eq(payments.state, state)})`;
