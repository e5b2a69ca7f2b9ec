import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/insurance/requirements */
export default function InsuranceRequirementsScreen() {
  return <Screen title="Homeowners insurance requirements" />;
}
