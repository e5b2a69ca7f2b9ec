import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/error/decline */
export default function DeclineScreen() {
  return <Screen title="We are unable to approve your application" />;
}
