/**
 * An additional signer at the sandbox lender (docs/journey.md, "The additional signer"): invited by
 * the borrower, signed in with the password only the control API shows, and their steps' calls.
 */
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import type { TestSandbox, Who } from './helpers';
import { APP, stored } from './journeySupport';

/** The consent to electronic documents, to the text shown now. */
export const ESIGN_CONSENT = { esignConsent: true, esignConsentVersion: ESIGN_CONSENT_VERSION };

/** A PNG's first bytes and a little more: an ID image the lender takes. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A write call of the application's, as `who`. */
export const writeAs = (
  sandbox: TestSandbox,
  who: Who,
  method: string,
  step: string,
  body: unknown = {},
) => sandbox.call(`${APP}/${who.applicationUuid}/${step}`, { method, token: who.jwt, body });

/** An upload of an ID side (`type`, DRIVERS_LICENSE_FRONT say) as `who`. */
export function uploadId(sandbox: TestSandbox, who: Who, type: string) {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${type}.png`);
  return fetch(`${sandbox.url}${APP}/${who.applicationUuid}/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.jwt}`, Accept: 'application/json' },
    body: form,
  });
}

/** The answer's JSON when it has `status` (200 by default); else an error saying what came. */
export async function answerOf<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

/**
 * The borrower invites a signer, who signs in with the password only the control API shows;
 * with `consent`, the signer then gives the e-sign consent, as they do before signing.
 */
export async function inviteSigner(
  sandbox: TestSandbox,
  borrower: Who,
  name: { firstName: string; lastName: string },
  { consent = false } = {},
): Promise<Who> {
  const email = `${name.firstName}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await answerOf(await writeAs(sandbox, borrower, 'POST', 'signers', { ...name, email }));
  const { signers } = await stored(sandbox, borrower.applicationUuid);
  const signer = (signers as { email: string; password: string }[]).find(
    (s) => s.email === email.toLowerCase(),
  );
  if (!signer) throw new Error('the invited signer is not listed');
  const who = {
    jwt: await sandbox.login(email, signer.password),
    applicationUuid: borrower.applicationUuid,
  };
  if (consent) await answerOf(await writeAs(sandbox, who, 'POST', 'esign-consent', ESIGN_CONSENT));
  return who;
}
