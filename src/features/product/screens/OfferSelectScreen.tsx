import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/product/select */
export default function OfferSelectScreen() {
  return <Screen title="Select your offer" />;
}
