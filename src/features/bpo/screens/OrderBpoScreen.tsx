import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bpo/order-bpo */
export default function OrderBpoScreen() {
  return <Screen title="Order a property valuation" />;
}
