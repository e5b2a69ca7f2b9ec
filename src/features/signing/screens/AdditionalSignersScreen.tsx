import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/signing/additional */
export default function AdditionalSignersScreen() {
  return <Screen title="Additional signers" />;
}
