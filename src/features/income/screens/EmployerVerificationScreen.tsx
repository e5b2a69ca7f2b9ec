import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/income/employer-verification */
export default function EmployerVerificationScreen() {
  return <Screen />;
}
