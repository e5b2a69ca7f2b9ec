import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/error/income */
export default function IncomeDeclineScreen() {
  return <Screen />;
}
