/**
 * Who may see an application: its borrower, an additional signer on it (profile CO_DEEDER or a
 * v1 helocSigners entry), and the broker or loan originator who referred it.
 */
import type { RecordStore } from './db';
import { forbidden, notFound } from './http';
import type { ApplicationRecord, PersonRecord } from './records';
import { msg } from '@lingui/core/macro';

export function canSeeApplication(person: PersonRecord, record: ApplicationRecord): boolean {
  if (record.ownerUuid === person.uuid) return true;
  if (record.application.helocSigners?.some((s) => s.identityUuid === person.uuid)) return true;
  const referrer = record.application.referrer?.referrerUuid;
  return Boolean(person.loanOriginatorUuid && referrer === person.loanOriginatorUuid);
}

/** The person's own, signed-for and referred applications, newest first. */
export function visibleApplications(store: RecordStore, person: PersonRecord): ApplicationRecord[] {
  return store
    .list('applications')
    .filter((record) => canSeeApplication(person, record))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The application, or a 404 when there is none, or a 403 when the person may not see it. */
export function readableApplication(
  store: RecordStore,
  person: PersonRecord,
  uuid: string,
): ApplicationRecord {
  const record = store.get('applications', uuid);
  if (!record) throw notFound(msg`No application ${uuid}`);
  if (!canSeeApplication(person, record)) {
    throw forbidden(msg`You do not have access to this application`);
  }
  return record;
}

/**
 * The application, for a change only its borrower makes (a step of the journey): 404 when there
 * is none, 403 when the person may not see it or sees it only as a signer, broker or originator.
 */
export function ownedApplication(
  store: RecordStore,
  person: PersonRecord,
  uuid: string,
): ApplicationRecord {
  const record = readableApplication(store, person, uuid);
  if (record.ownerUuid !== person.uuid) {
    throw forbidden(msg`Only the borrower can make this change to the application`);
  }
  return record;
}
