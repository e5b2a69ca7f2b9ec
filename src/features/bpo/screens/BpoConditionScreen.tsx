import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { OrderValuation } from '../OrderValuation';

export { titles } from '../titles';

export const TEXAS_VALUATION_TEXT = msg`Your home is in Texas. Texas law (article XVI, section 50 of the Texas Constitution) asks the lender and you to agree in writing on the fair market value of your home before a home equity line of credit is opened. To set that value we need a property valuation.`;

/**
 * /account/heloc/{uuid}/bpo/condition: a Texas property with a valuation required (server state
 * BPO_ORDER, status.bpo REQUIRED). The borrower orders it; then the routing decides.
 */
export default function BpoConditionScreen() {
  const { t } = useLingui();
  return (
    <OrderValuation>
      <p>{t(TEXAS_VALUATION_TEXT)}</p>
    </OrderValuation>
  );
}
