import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/document/disclosures */
export default function DisclosuresScreen() {
  return <Screen />;
}
