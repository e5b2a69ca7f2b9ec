import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/start/app-summary */
export default function AppSummaryScreen() {
  return <Screen />;
}
