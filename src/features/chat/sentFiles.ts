/**
 * docs/webchat.md#a-file-sent-in-the-chat: the files a person sends to the agent are kept in the
 * page's memory after the send, each with its kind read from its content, so that one can be
 * added to an open condition afterwards.
 */
import { call, put, type SagaGenerator } from 'typed-redux-saga';
import { uploadKindOf } from '../../contract/uploads';
import { readFileHead } from '../../lib/fileHead';
import { keepSentFile } from './attachments';
import { chatFilesSent, type SentFile } from './chatSlice';

/** After a send: the files held, each with its kind. */
export function* keepSentFiles(files: readonly File[]): SagaGenerator<void> {
  if (files.length === 0) return;
  const kept: SentFile[] = [];
  for (const file of files) {
    const head = yield* call(readFileHead, file);
    kept.push({
      id: keepSentFile(file),
      name: file.name,
      size: file.size,
      kind: uploadKindOf(head),
    });
  }
  yield* put(chatFilesSent(kept));
}
