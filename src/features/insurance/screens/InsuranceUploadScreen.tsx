import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/insurance/upload */
export default function InsuranceUploadScreen() {
  return <Screen />;
}
