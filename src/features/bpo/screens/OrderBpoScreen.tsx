import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { OrderValuation } from '../OrderValuation';

export { titles } from '../titles';

export const ORDER_VALUATION_TEXT = msg`We could not confirm the value of your home from public records and automated valuation tools. To continue, we need a property valuation.`;

/**
 * /account/heloc/{uuid}/bpo/order-bpo: a valuation is required outside Texas (server state
 * BPO_ORDER, status.bpo REQUIRED). The borrower orders it; then the routing decides.
 */
export default function OrderBpoScreen() {
  const { t } = useLingui();
  return (
    <OrderValuation>
      <p>{t(ORDER_VALUATION_TEXT)}</p>
    </OrderValuation>
  );
}
