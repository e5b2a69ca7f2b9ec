import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { log } from '../../lib/logger';
import { useAnnounce, useToast } from '../feedback';
import { Tooltip, useTimedOpen } from '../../ui/Tooltip';
import { CopyIcon } from '../../ui/icons';
import { shortenWalletAddress, WALLET_COPIED_MESSAGE, WALLET_COPIED_MS } from './navigationEntries';

/**
 * A wallet address, shortened, with a copy button confirming for 1 s
 * (docs/shell.md#shared-navigation).
 */
export function WalletAddress({ address }: { address: string }) {
  const { t } = useLingui();
  const copiedMessage = t(WALLET_COPIED_MESSAGE);
  const copied = useTimedOpen(WALLET_COPIED_MS);
  const announce = useAnnounce();
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      copied.show();
      announce(copiedMessage);
    } catch (error) {
      log('warn', 'wallet address copy failed', { error });
      toast(msg`The wallet address could not be copied. Select it and copy it by hand.`, 'error');
    }
  };

  return (
    <div className="wallet-address">
      <span className="wallet-address__value" title={address}>
        {shortenWalletAddress(address)}
      </span>
      <Tooltip
        content={copiedMessage}
        open={copied.open}
        onOpenChange={(open) => !open && copied.hide()}
        placement="bottom"
      >
        <button type="button" className="icon-button" onClick={() => void copy()}>
          <CopyIcon />
          <span className="visually-hidden">
            <Trans>Copy wallet address</Trans>
          </span>
        </button>
      </Tooltip>
    </div>
  );
}
