import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/identity */
export default function IdentityScreen() {
  return <Screen />;
}
