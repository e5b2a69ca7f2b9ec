/**
 * `npm run --silent route -- SNAPSHOT.json` (docs/tools.md): where does this applicant go,
 * and why, answered by the code the app runs. The file holds one snapshot or an array of them:
 * { serverState, status, application, profile, pathname? }. A waiting or settling state is taken
 * as final. Prints JSON; exits 1 with a one-line message when the input is unreadable or malformed.
 */
import { InputError, runJsonTool } from './cli';
import { readProfile } from '../src/contract/profile';
import { readApplication } from '../src/contract/application';
import { decideRoute } from '../src/features/routing/decideRoute';
import { navigationVerdict } from '../src/features/routing/navigationPolicy';
import { v } from '../src/contract/schema';
import { serverStateOf } from '../src/contract/serverStates';
import { statusObjectSchema } from '../src/contract/status';
import { isRecord } from '../src/contract/isRecord';

export interface RouteAnswer {
  path: string;
  localStep: string;
  rule: string;
}

function field<T>(
  snapshot: Record<string, unknown>,
  key: string,
  where: string,
  accept: (v: unknown) => v is T,
  expected: string,
): T | null {
  const value = snapshot[key];
  if (value === undefined || value === null) return null;
  if (!accept(value)) throw new InputError(`${where}: "${key}" must be ${expected}`);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** One snapshot's answer (the decision, and whether opening `pathname` would stay there). */
export function answerSnapshot(snapshot: unknown, where: string): RouteAnswer {
  if (!isRecord(snapshot)) throw new InputError(`${where} must be an object`);
  const serverState = field(snapshot, 'serverState', where, isString, 'a string or null');
  const rawStatus = field(snapshot, 'status', where, isRecord, 'an object');
  const rawApplication = field(snapshot, 'application', where, isRecord, 'an object or null');
  const rawProfile = field(snapshot, 'profile', where, isRecord, 'an object or null');
  const pathname = field(snapshot, 'pathname', where, isString, 'a string');
  if (pathname !== null && !pathname.startsWith('/')) {
    throw new InputError(`${where}: "pathname" must start with /`);
  }

  const status = v.parse(statusObjectSchema, rawStatus ?? {});
  const decision = decideRoute({
    serverState: serverStateOf(serverState),
    status,
    profile: rawProfile ? readProfile(rawProfile) : null,
    application: rawApplication ? readApplication(rawApplication) : null,
  });
  if (pathname) {
    const verdict = navigationVerdict({ pathname, decision, trigger: 'open', status });
    if (!verdict.navigate && verdict.reason !== 'already there') {
      return {
        path: pathname,
        localStep: decision.localStep,
        rule: `${decision.rule}; stays: ${verdict.reason}`,
      };
    }
  }
  return { path: decision.path, localStep: decision.localStep, rule: decision.rule };
}

/** The whole file's answer: one answer, or an array in the same order. */
export function answerFile(text: string, name: string): RouteAnswer | RouteAnswer[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${name} is not valid JSON (${(error as Error).message})`);
  }
  if (Array.isArray(json)) return json.map((s, i) => answerSnapshot(s, `${name}: snapshot ${i}`));
  return answerSnapshot(json, name);
}

if (require.main === module) {
  process.exitCode = runJsonTool(
    process.argv.slice(2),
    'npm run --silent route -- SNAPSHOT.json',
    answerFile,
  );
}
