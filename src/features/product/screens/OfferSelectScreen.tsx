import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/product/select */
export default function OfferSelectScreen() {
  return <Screen />;
}
