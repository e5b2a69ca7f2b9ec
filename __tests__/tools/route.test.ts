/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerFile, answerSnapshot } from '../../scripts/route';
import { recordsAt } from '../routing/records';
import { APPLICATION_UUID } from '../support/fixtures';

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'route-tool-'));
const APP = `/account/heloc/${APPLICATION_UUID}`;

function run(contents: string | null, name = 'snapshot.json') {
  const file = path.join(dir, name);
  if (contents !== null) writeFileSync(file, contents);
  return spawnSync(process.execPath, ['-r', './scripts/register.js', 'scripts/route.ts', file], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('answers', () => {
  test('a server state decides', () => {
    expect(answerSnapshot({ serverState: 'HMDA', ...recordsAt('liens') }, 'x')).toEqual({
      path: `${APP}/start/hmda`,
      localStep: 'liens',
      rule: 'server state HMDA',
    });
  });

  test('offer selection names from and the decision in its rule', () => {
    const answer = answerSnapshot(
      {
        serverState: 'OFFER_SELECTION',
        ...recordsAt('product'),
        status: { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' },
      },
      'x',
    );
    expect(answer).toEqual({
      path: `${APP}/product/select`,
      localStep: 'product',
      rule: 'server state OFFER_SELECTION (from signing/intro, decision APPROVED)',
    });
  });

  test('a waiting state is taken as final: the local machine decides', () => {
    expect(
      answerSnapshot({ serverState: 'WAITING_FOR_CREDIT', ...recordsAt('hmda') }, 'x'),
    ).toMatchObject({
      path: `${APP}/start/hmda`,
      localStep: 'hmda',
    });
  });

  test('a missing application or profile gives /dashboard', () => {
    expect(
      answerSnapshot({ serverState: 'HMDA', status: {}, application: null, profile: null }, 'x')
        .path,
    ).toBe('/dashboard');
    expect(
      answerSnapshot(
        { serverState: 'HMDA', status: {}, application: recordsAt('liens').application },
        'x',
      ).path,
    ).toBe('/dashboard');
  });

  test('a pathname the applicant would stay on is kept, with the reason', () => {
    const records = recordsAt('liens');
    expect(
      answerSnapshot(
        { serverState: 'NOTE_SIGNING', ...records, pathname: `${APP}/signing/sign` },
        'x',
      ),
    ).toEqual({
      path: `${APP}/signing/sign`,
      localStep: 'liens',
      rule: 'server state NOTE_SIGNING; stays: signing/sign is reached from within a step',
    });
    expect(
      answerSnapshot(
        {
          serverState: 'DECLINED',
          ...records,
          status: { uwDecision: 'DECLINE' },
          pathname: `${APP}/document/disclosures`,
        },
        'x',
      ).path,
    ).toBe(`${APP}/document/disclosures`);
  });

  test('an array gives an array in the same order', () => {
    const records = recordsAt('liens');
    const answers = answerFile(
      JSON.stringify([
        { serverState: 'HMDA', ...records },
        { serverState: null, ...records },
        { serverState: 'COMPLETE', ...records },
      ]),
      'export.json',
    );
    expect(answers).toEqual([
      expect.objectContaining({ path: `${APP}/start/hmda` }),
      expect.objectContaining({ path: `${APP}/liens`, rule: 'local step liens' }),
      expect.objectContaining({ path: '/account/heloc/' }),
    ]);
  });

  test.each([
    ['[1]', 'export.json: snapshot 0 must be an object'],
    ['"HMDA"', 'export.json must be an object'],
    ['{"serverState": 7}', 'export.json: "serverState" must be a string or null'],
    ['{"status": []}', 'export.json: "status" must be an object'],
    ['{"application": "x"}', 'export.json: "application" must be an object or null'],
    ['{"pathname": "liens"}', 'export.json: "pathname" must start with /'],
  ])('%s is refused: %s', (text, message) => {
    expect(() => answerFile(text, 'export.json')).toThrow(message);
  });
});

describe('the command', () => {
  test('prints one JSON document and exits 0', () => {
    const result = run(
      JSON.stringify({ serverState: 'IDENTITY_VERIFICATION', ...recordsAt('liens') }),
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      path: `${APP}/identity`,
      localStep: 'liens',
      rule: 'server state IDENTITY_VERIFICATION',
    });
    expect(result.stderr).toBe('');
  });

  test.each([
    ['malformed JSON', '{"serverState": '],
    ['a wrong shape', '{"status": 3}'],
  ])('%s: one line on standard error, no stack trace, exit 1', (_name, text) => {
    const result = run(text, 'bad.json');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\bat \S+:\d+/);
  });

  test('an unreadable file: one line, exit 1', () => {
    const result = run(null, 'missing.json');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`Cannot read ${path.join(dir, 'missing.json')}: ENOENT`);
  });
});
