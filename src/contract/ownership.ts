/** How a borrower owns the home (start/contact; `PUT .../more-info`'s ownership). */
export const OWNERSHIPS = ['SOLE', 'JOINT', 'TRUST'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];
