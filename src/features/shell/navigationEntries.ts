import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shell's destinations (docs/shell.md#shared-navigation); all are pages outside this app. The
 * label is a message, written out where it is shown (`t(entry.label)`).
 */
export interface NavEntry {
  label: MessageDescriptor;
  href: string;
}

export const DASHBOARD: NavEntry = { label: msg`Dashboard`, href: '/dashboard' };
export const MARKETPLACE: NavEntry = { label: msg`Marketplace`, href: '/universal-marketplace' };
export const PORTFOLIO_MANAGER: NavEntry = { label: msg`Portfolio Manager`, href: '/portfolio' };
export const SETTINGS: NavEntry = { label: msg`Settings`, href: '/dashboard/settings' };
export const SUPPORT: NavEntry = { label: msg`Support`, href: '/contact' };

/** Side and mobile menus: Dashboard (hidden for additional signers who are not brokers). */
export function sideMenuEntries(options: {
  portfolioManagerEnabled: boolean;
  showDashboard: boolean;
}): NavEntry[] {
  return [
    ...(options.showDashboard ? [DASHBOARD] : []),
    MARKETPLACE,
    ...(options.portfolioManagerEnabled ? [PORTFOLIO_MANAGER] : []),
  ];
}

/** The app-switcher menu. */
export function appSwitcherEntries(options: { portfolioManagerEnabled: boolean }): NavEntry[] {
  return [
    { label: msg`Passport`, href: '/universal-passport' },
    { label: msg`Group Manager`, href: '/group-manager' },
    ...(options.portfolioManagerEnabled ? [PORTFOLIO_MANAGER] : []),
    { label: msg`Pay`, href: '/pay' },
    { label: msg`Exchange`, href: '/exchange' },
  ];
}

/**
 * docs/shell.md#shared-navigation: wallet addresses over 11 characters show their first 6 and last
 * 5.
 */
export const WALLET_SHORTEN_OVER = 11;
export function shortenWalletAddress(address: string): string {
  return address.length > WALLET_SHORTEN_OVER
    ? `${address.slice(0, 6)}...${address.slice(-5)}`
    : address;
}

/** docs/shell.md#shared-navigation: the copy confirmation and how long it shows. */
export const WALLET_COPIED_MESSAGE = msg`Wallet Address Copied!`;
export const WALLET_COPIED_MS = 1000;
