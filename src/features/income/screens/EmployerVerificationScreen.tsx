import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/income/employer-verification */
export default function EmployerVerificationScreen() {
  return <Screen title="Verify your employer" />;
}
