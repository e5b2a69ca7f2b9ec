import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/document/disclosures */
export default function DisclosuresScreen() {
  return <Screen title="Review your disclosures" />;
}
