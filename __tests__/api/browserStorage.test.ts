import { clearOnLogout, STORED_ITEMS, storedItem, writeStored } from '../../src/lib/browserStorage';
import * as constants from '../../src/api/constants';
import { clearStoredSession, readToken, saveToken } from '../../src/api/session';

describe('what the app keeps in the browser', () => {
  it('lists the documented keys, each once', () => {
    expect(STORED_ITEMS.map((i) => `${i.area}:${i.key}`)).toEqual([
      'local:heloc_uuid',
      'local:telemetry_trackerUuid',
      'session:telemetry_session',
      'session:session_replay_links',
      'local:heloc_privacy_choices',
      'session:dynamic_import_failure_retry_count',
      'session:heloc_drafts',
      'local:heloc_survey_done',
      'local:chat_session',
      'local:chatbot_session',
      'local:heloc_language',
      'local:jwt',
    ]);
    for (const [name, key] of Object.entries(constants)) {
      if (name.endsWith('_KEY')) expect(storedItem(key as string).key).toBe(key);
    }
    expect(() => storedItem('ssn')).toThrow('ssn is not in STORED_ITEMS');
  });

  const fill = () => {
    saveToken('eyJ.token');
    for (const item of STORED_ITEMS) if (item.key !== 'jwt') writeStored(item, 'value');
    localStorage.setItem('unrelated', 'left alone');
  };

  it('logout and switch accounts remove the token and the application, and keep the rest', () => {
    fill();
    expect(readToken()).toBe('eyJ.token');
    const removed = jest.spyOn(Storage.prototype, 'removeItem');
    clearOnLogout();
    // The token last: another tab reads the end of the session from its removal.
    expect(removed.mock.calls.at(-1)).toEqual(['jwt']);
    expect({ ...localStorage }).toEqual({
      telemetry_trackerUuid: 'value',
      heloc_privacy_choices: 'value',
      heloc_language: 'value',
      unrelated: 'left alone',
    });
    expect({ ...sessionStorage }).toEqual({
      dynamic_import_failure_retry_count: 'value',
      telemetry_session: 'value',
    });
  });

  it('a session the lender ends removes the token only', () => {
    fill();
    clearStoredSession();
    expect(readToken()).toBeNull();
    expect({ ...localStorage }).toEqual({
      heloc_uuid: 'value',
      telemetry_trackerUuid: 'value',
      heloc_privacy_choices: 'value',
      heloc_survey_done: 'value',
      chat_session: 'value',
      chatbot_session: 'value',
      heloc_language: 'value',
      unrelated: 'left alone',
    });
  });

  it('survives storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => clearOnLogout()).not.toThrow();
    spy.mockRestore();
  });
});
