import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/insurance/upload */
export default function InsuranceUploadScreen() {
  return <Screen title="Upload proof of insurance" />;
}
