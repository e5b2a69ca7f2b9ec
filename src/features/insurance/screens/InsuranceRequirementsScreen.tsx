import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/insurance/requirements */
export default function InsuranceRequirementsScreen() {
  return <Screen />;
}
