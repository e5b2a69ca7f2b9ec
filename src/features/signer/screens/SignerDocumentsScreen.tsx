import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/documents */
export default function SignerDocumentsScreen() {
  return <Screen title="Your documents" />;
}
