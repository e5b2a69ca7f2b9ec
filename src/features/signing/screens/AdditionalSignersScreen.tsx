import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/signing/additional */
export default function AdditionalSignersScreen() {
  return <Screen />;
}
