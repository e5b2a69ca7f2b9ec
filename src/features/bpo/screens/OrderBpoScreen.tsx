import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bpo/order-bpo */
export default function OrderBpoScreen() {
  return <Screen />;
}
