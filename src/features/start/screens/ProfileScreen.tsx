import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/start/profile */
export default function ProfileScreen() {
  return <Screen title="Tell us about yourself" />;
}
