/**
 * docs/webchat.md#a-file-sent-in-the-chat: a file the person sent to the agent, added to an open
 * condition they chose, with its progress and outcome in the chat. Both agent providers run it
 * (agentConversation.ts), its code loaded with the widget's, where the file is chosen.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { channel } from 'redux-saga';
import { call, cancel, fork, put, select, take, type SagaGenerator } from 'typed-redux-saga';
import { APPLICATION_SERVICE } from '../application';
import { messageOfError } from '../../api/errors';
import { query } from '../../api/sagaQuery';
import { uploadFile } from '../../api/upload';
import { log } from '../../lib/logger';
import { conditionsApi } from '../conditions';
import { selectOrgCode } from '../organisation';
import { sentFile } from './attachments';
import {
  type ChatFiling,
  chatFilingChanged,
  type chatFilingRequested,
  messageSendRequested,
} from './chatSlice';
import { FILING_TEXT } from './filing';

/**
 * One filing: the same file `POST .../documents` with the condition's uuid and the type it asks
 * for, its progress shown as it goes; once in, the conditions read again (the list and the
 * dashboard follow without a reload) and a line for the agent in the conversation. A failure
 * says why and can be tried again; the file stays in the conversation either way.
 */
export function* fileToCondition(
  action: ReturnType<typeof chatFilingRequested>,
): SagaGenerator<void> {
  const { fileId, applicationUuid, conditionUuid, title, documentType } = action.payload;
  const filing: ChatFiling = {
    fileId,
    conditionUuid,
    title,
    status: 'uploading',
    progress: 0,
    error: null,
  };
  const file = sentFile(fileId);
  if (!file) {
    yield* put(chatFilingChanged({ ...filing, status: 'failed', error: FILING_TEXT.gone }));
    return;
  }
  yield* put(chatFilingChanged(filing));
  // The upload's progress and the request layer's session news, put as they come.
  const news = channel<UnknownAction>();
  const relay = yield* fork(function* relayNews() {
    for (;;) yield* put(yield* take(news));
  });
  const orgCode = yield* select(selectOrgCode);
  try {
    yield* call(uploadFile, {
      url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`,
      file,
      fields: { type: documentType, conditionUuid },
      orgCode,
      onProgress: (progress: number) => news.put(chatFilingChanged({ ...filing, progress })),
      dispatch: (event: UnknownAction) => news.put(event),
    });
  } catch (error) {
    log('warn', 'chat file not added to a condition', {
      message: error instanceof Error ? error.message : messageOfError(error),
    });
    yield* put(chatFilingChanged({ ...filing, status: 'failed', error: messageOfError(error) }));
    return;
  } finally {
    yield* cancel(relay);
    news.close();
  }
  yield* put(chatFilingChanged({ ...filing, status: 'filed', progress: 1 }));
  yield* call(query, conditionsApi.endpoints.getConditions, applicationUuid, true);
  yield* put(
    messageSendRequested({ text: FILING_TEXT.agentLine(file.name, title), attachmentIds: [] }),
  );
}
