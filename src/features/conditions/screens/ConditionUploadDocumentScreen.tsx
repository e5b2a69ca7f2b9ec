import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/conditions/upload-document */
export default function ConditionUploadDocumentScreen() {
  return <Screen title="Upload a requested document" />;
}
