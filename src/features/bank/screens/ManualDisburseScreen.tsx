import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bank/manual-disburse */
export default function ManualDisburseScreen() {
  return <Screen />;
}
