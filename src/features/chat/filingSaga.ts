/**
 * docs/webchat.md#a-file-sent-in-the-chat: a file the person sent to the agent, added to an open
 * condition they chose, with its progress and outcome in the chat. Both agent providers run it
 * (agentConversation.ts), its code loaded with the widget's, where the file is chosen.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel } from 'redux-saga';
import { call, put, select, take, type SagaGenerator } from 'typed-redux-saga';
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

/** How an upload ended: in, or failed with the request layer's error. */
type UploadEnd = { end: 'in' } | { end: 'failed'; error: unknown };
const isEnd = (news: UnknownAction | UploadEnd): news is UploadEnd => 'end' in news;

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
  const orgCode = yield* select(selectOrgCode);
  // The upload, its progress and the request layer's session news as they come, then its end.
  const upload = eventChannel<UnknownAction | UploadEnd>((emit) => {
    uploadFile({
      url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`,
      file,
      fields: { type: documentType, conditionUuid },
      orgCode,
      onProgress: (progress) => emit(chatFilingChanged({ ...filing, progress })),
      dispatch: (event) => emit(event),
    }).then(
      () => emit({ end: 'in' }),
      (error: unknown) => emit({ end: 'failed', error }),
    );
    return () => undefined;
  });
  let ended: UploadEnd;
  try {
    for (;;) {
      const news = yield* take(upload);
      if (isEnd(news)) {
        ended = news;
        break;
      }
      yield* put(news);
    }
  } finally {
    upload.close();
  }
  if (ended.end === 'failed') {
    const { error } = ended;
    log('warn', 'chat file not added to a condition', {
      message: error instanceof Error ? error.message : messageOfError(error),
    });
    yield* put(chatFilingChanged({ ...filing, status: 'failed', error: messageOfError(error) }));
    return;
  }
  yield* put(chatFilingChanged({ ...filing, status: 'filed', progress: 1 }));
  yield* call(query, conditionsApi.endpoints.getConditions, applicationUuid, true);
  yield* put(
    messageSendRequested({ text: FILING_TEXT.agentLine(file.name, title), attachmentIds: [] }),
  );
}
