import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/hold */
export default function HoldScreen() {
  return <Screen title="Your appraisal is being scheduled" />;
}
