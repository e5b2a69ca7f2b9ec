import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bank/confirm */
export default function ConfirmBankScreen() {
  return <Screen />;
}
