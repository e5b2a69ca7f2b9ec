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
import { answerOf, ESIGN_CONSENT, inviteSigner, uploadId, writeAs } from './signerSupport';

const sandbox = sharedSandbox();
const company = seedOrgs().find((org) => org.code === 'main')!.info.orgMetaData.companyInfo;

const copies = async (who: Who) =>
  (
    await sandbox.json<{ documents: DocumentCopy[] }>(
      `${APP}/${who.applicationUuid}/document-copies`,
      { token: who.jwt },
    )
  ).documents;

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
  const signer = await inviteSigner(sandbox, borrower, { firstName: 'Ines', lastName: 'Duarte' });
  expect(await copies(signer)).toEqual([]);

  await answerOf(await writeAs(sandbox, signer, 'POST', 'esign-consent', ESIGN_CONSENT));
  for (const side of ['FRONT', 'BACK']) {
    await answerOf(await uploadId(sandbox, signer, `DRIVERS_LICENSE_${side}`), 201);
  }
  const closing = await sandbox.json<{ documents: { uuid: string }[] }>(
    `${APP}/${signer.applicationUuid}/closing-documents`,
    { token: signer.jwt },
  );
  await answerOf(
    await writeAs(sandbox, signer, 'POST', 'sign', {
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

test('a consent given to the Spanish version is taken, recorded as given, and copied in Spanish', async () => {
  const borrower = await sandbox.applicant({ state: 'CO_DEED_REQUIRED' });
  const signer = await inviteSigner(sandbox, borrower, { firstName: 'Ines', lastName: 'Duarte' });
  await answerOf(
    await writeAs(sandbox, signer, 'POST', 'esign-consent', {
      ...ESIGN_CONSENT,
      esignConsentVersion: '2026-12-01-es',
    }),
  );
  const [consent] = await copies(signer);
  const spanish = esignConsentText(
    {
      companyName: company.companyName,
      phoneFormatted: company.phoneFormatted,
      email: company.email,
    },
    '2026-12-01-es',
  )!;
  expect(consent).toMatchObject({
    kind: 'ESIGN_CONSENT',
    title: 'Consentimiento para recibir documentos y firmar electrónicamente',
    body: spanish.paragraphs.join('\n\n'),
    signerName: 'Ines Duarte',
  });
}, 30000);
