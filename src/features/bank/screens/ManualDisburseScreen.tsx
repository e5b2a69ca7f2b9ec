import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bank/manual-disburse */
export default function ManualDisburseScreen() {
  return <Screen title="Enter your bank account details" />;
}
