import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bank/confirm */
export default function ConfirmBankScreen() {
  return <Screen title="Confirm your bank account" />;
}
