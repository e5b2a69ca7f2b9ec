/** @jest-environment node */
/**
 * Copies of what was signed (docs/sandbox.md#copies-of-what-was-signed): `GET .../document-copies`
 * answers the reader's own, each with its text, the name it was given under and when: the
 * borrower's e-sign consent, early disclosures, autopay authorization, closing documents and
 * notice of right to cancel; an additional signer's consent and what they signed.
 */
import {
  type AutopayTerms,
  autopayAuthorizationText,
} from '../../src/contract/autopayAuthorization';
import type { DocumentCopy } from '../../src/contract/documents';
import { ESIGN_CONSENT_VERSION, esignConsentText } from '../../src/contract/esignConsent';
import { seedOrgs } from '../../src/sandbox/orgs';
import { sharedSandbox, type Who } from './helpers';
import { APP, stored } from './journeySupport';

const sandbox = sharedSandbox();
const company = seedOrgs().find((org) => org.code === 'main')!.info.orgMetaData.companyInfo;

const copies = async (who: Who) =>
  (
    await sandbox.json<{ documents: DocumentCopy[] }>(
      `${APP}/${who.applicationUuid}/document-copies`,
      { token: who.jwt },
    )
  ).documents;

const write = (who: Who, method: string, step: string, body: unknown = {}) =>
  sandbox.call(`${APP}/${who.applicationUuid}/${step}`, { method, token: who.jwt, body });

async function ok(response: Response) {
  const text = await response.text();
  if (![200, 201].includes(response.status)) {
    throw new Error(`expected 200, got ${response.status} ${text}`);
  }
  return JSON.parse(text) as Record<string, unknown>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

test("the borrower's copies: the e-sign consent, the early disclosures, the autopay authorization, each closing document and their notice, oldest first", async () => {
  const borrower = await sandbox.applicant({
    state: 'RESCISSION',
    application: { payType: 'AUTOPAY' },
  });
  const { application } = (await stored(sandbox, borrower.applicationUuid)) as unknown as {
    application: {
      name: { firstName: string; lastName: string };
      consents: { type: string; acceptedAt: string; version: string }[];
      autopayAuthorization: { terms: AutopayTerms; acceptedAt: string };
      closingSignature: { name: string; at: string };
    };
  };
  const name = `${application.name.firstName} ${application.name.lastName}`;
  const found = await copies(borrower);
  expect(found.map(({ kind, act }) => [kind, act])).toEqual([
    ['ESIGN_CONSENT', 'AGREED'],
    ['DISCLOSURE', 'ACCEPTED'],
    ['DISCLOSURE', 'ACCEPTED'],
    ['AUTOPAY_AUTHORIZATION', 'AUTHORIZED'],
    ['CLOSING_DOCUMENT', 'SIGNED'],
    ['CLOSING_DOCUMENT', 'SIGNED'],
    ['CLOSING_DOCUMENT', 'SIGNED'],
    ['NOTICE_OF_RIGHT_TO_CANCEL', 'SIGNED'],
  ]);
  for (const one of found) {
    expect(one.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(one.at).toMatch(ISO);
    expect(one.body.length).toBeGreaterThan(100);
  }
  expect(new Set(found.map((c) => c.uuid)).size).toBe(found.length);
  // Oldest first.
  const times = found.map((c) => Date.parse(c.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  // The consent's text of the version agreed to, under the borrower's name.
  const consent = application.consents.find((c) => c.type === 'ESIGN')!;
  const text = esignConsentText(
    {
      companyName: company.companyName,
      phoneFormatted: company.phoneFormatted,
      email: company.email,
    },
    ESIGN_CONSENT_VERSION,
  )!;
  expect(found[0]).toMatchObject({
    title: text.title,
    body: text.paragraphs.join('\n\n'),
    signerName: name,
    at: consent.acceptedAt,
  });
  // The authorization as the terms recorded make it, the statement ticked included.
  const authorization = autopayAuthorizationText(application.autopayAuthorization.terms);
  expect(found[3]).toMatchObject({
    title: authorization.title,
    signerName: name,
    at: application.autopayAuthorization.acceptedAt,
  });
  expect(found[3]!.body).toContain(authorization.label);
  // The closing documents under the signature typed, the notice the borrower's own.
  for (const signed of found.slice(4)) {
    expect(signed).toMatchObject({
      signerName: application.closingSignature.name,
      at: application.closingSignature.at,
    });
  }
  expect(found[7]!.title).toBe(`Notice of right to cancel: ${name}`);
}, 30000);

test('before signing there are no copies of the closing documents yet', async () => {
  const borrower = await sandbox.applicant({ state: 'NOTE_SIGNING' });
  expect((await copies(borrower)).map((c) => c.kind)).not.toContain('CLOSING_DOCUMENT');
  expect((await copies(borrower)).map((c) => c.kind)).toContain('DISCLOSURE');
});

test("an additional signer's copies: their own consent, then what they signed with their own notice, never the borrower's", async () => {
  const borrower = await sandbox.applicant({ state: 'CO_DEED_REQUIRED' });
  const email = `copies.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await ok(
    await write(borrower, 'POST', 'signers', { firstName: 'Ines', lastName: 'Duarte', email }),
  );
  const { signers } = await stored(sandbox, borrower.applicationUuid);
  const password = (signers as { email: string; password: string }[]).find(
    (s) => s.email === email,
  )!.password;
  const signer: Who = {
    jwt: await sandbox.login(email, password),
    applicationUuid: borrower.applicationUuid,
  };
  expect(await copies(signer)).toEqual([]);

  await ok(
    await write(signer, 'POST', 'esign-consent', {
      esignConsent: true,
      esignConsentVersion: ESIGN_CONSENT_VERSION,
    }),
  );
  for (const side of ['FRONT', 'BACK']) {
    const form = new FormData();
    form.append('type', `DRIVERS_LICENSE_${side}`);
    form.append(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 1])], {
        type: 'image/png',
      }),
      'id.png',
    );
    await ok(
      await fetch(`${sandbox.url}${APP}/${signer.applicationUuid}/documents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${signer.jwt}`, Accept: 'application/json' },
        body: form,
      }),
    );
  }
  const closing = await sandbox.json<{ documents: { uuid: string }[] }>(
    `${APP}/${signer.applicationUuid}/closing-documents`,
    { token: signer.jwt },
  );
  await ok(
    await write(signer, 'POST', 'sign', {
      signatureName: 'Ines Duarte',
      documents: closing.documents.map((d) => d.uuid),
    }),
  );

  const theirs = await copies(signer);
  expect(theirs.map(({ kind, signerName }) => [kind, signerName])).toEqual([
    ['ESIGN_CONSENT', 'Ines Duarte'],
    ['CLOSING_DOCUMENT', 'Ines Duarte'],
    ['CLOSING_DOCUMENT', 'Ines Duarte'],
    ['CLOSING_DOCUMENT', 'Ines Duarte'],
    ['NOTICE_OF_RIGHT_TO_CANCEL', 'Ines Duarte'],
  ]);
  expect(theirs.at(-1)!.title).toBe('Notice of right to cancel: Ines Duarte');
  // The borrower's own list holds the borrower's notice, not the signer's.
  const borrowers = await copies(borrower);
  expect(borrowers.map((c) => c.uuid)).not.toContain(theirs.at(-1)!.uuid);
}, 30000);
