import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/error/income */
export default function IncomeDeclineScreen() {
  return <Screen title="Your application did not meet our income requirements" />;
}
