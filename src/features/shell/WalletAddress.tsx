import { useEffect, useState } from 'react';
import { log } from '../../app/logger';
import { CopyIcon } from './icons';
import { shortenWalletAddress, WALLET_COPIED_MESSAGE, WALLET_COPIED_MS } from './navigationEntries';

/** A wallet address, shortened, with a copy button confirming for 1 s (spec 1 sections 8-9). */
export function WalletAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), WALLET_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setFailed(false);
      setCopied(true);
    } catch (error) {
      log('warn', 'wallet address copy failed', { error });
      setFailed(true);
    }
  };

  return (
    <div className="wallet-address">
      <span className="wallet-address__value" title={address}>
        {shortenWalletAddress(address)}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={() => void copy()}
        aria-describedby={copied ? 'wallet-copied' : undefined}
      >
        <CopyIcon />
        <span className="visually-hidden">Copy wallet address</span>
      </button>
      <span className="wallet-address__status" role="status">
        {copied ? (
          <span id="wallet-copied" className="wallet-address__tooltip" role="tooltip">
            {WALLET_COPIED_MESSAGE}
          </span>
        ) : failed ? (
          'The address could not be copied. Select it and copy it by hand.'
        ) : null}
      </span>
    </div>
  );
}
