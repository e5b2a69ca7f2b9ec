import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/start/app-summary */
export default function AppSummaryScreen() {
  return <Screen title="Review your application" />;
}
