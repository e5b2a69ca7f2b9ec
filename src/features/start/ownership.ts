/** How the borrower owns the property (start/contact; `PUT .../more-info`'s ownership). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OWNERSHIPS, type Ownership } from '../../contract/ownership';

export { OWNERSHIPS, type Ownership };

/**
 * How the borrower owns the property (start/contact), as they read it. The contract's words are
 * "sole owner, joint, trust"; each label starts with them.
 */
export const OWNERSHIP_LABELS: Record<Ownership, MessageDescriptor> = {
  SOLE: msg`Sole owner`,
  JOINT: msg`Joint owner`,
  TRUST: msg`Trust`,
};

/** What each choice means, for the question's hint. */
export const OWNERSHIP_HINT = msg`Joint means you own it with someone else, such as a spouse or partner. Choose trust if the property is held in a trust.`;

/** The question's choices, in order (each label written out where shown: `t(label)`). */
export const OWNERSHIP_CHOICES = OWNERSHIPS.map((value) => ({
  value,
  label: OWNERSHIP_LABELS[value],
}));

export const isOwnership = (value: unknown): value is Ownership =>
  typeof value === 'string' && (OWNERSHIPS as readonly string[]).includes(value);
