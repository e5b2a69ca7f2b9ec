/**
 * docs/webchat.md#a-file-sent-in-the-chat: which open conditions a file the person sent to the
 * agent may complete, and the words around it (pure).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { chatFilingLine } from '../../contract/chat';
import { UPLOAD_MAX_BYTES, type UploadKind } from '../../contract/uploads';
import {
  categoryText,
  type Condition,
  conditionLocation,
  pendingConditions,
  requestedTypes,
  UPLOAD_DOCUMENT_LOCATION,
} from '../conditions';

/** What a condition's upload takes: a PDF, JPG or PNG, by the file's content. */
const CONDITION_KINDS: readonly UploadKind[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** A sent file as the rule reads it: its kind by content (null: none the lender keeps), its size. */
export interface FileToFile {
  kind: UploadKind | null;
  size: number;
}

/** One condition a file may complete: what the action uploads it as. */
export interface FilingTarget {
  conditionUuid: string;
  /** The condition's title, as the conditions list shows it. */
  title: string;
  /** The document type the condition asks for. */
  documentType: string;
}

/** Writes a message out in the page's language: the `t` of `useLingui()`. */
export type Translate = (descriptor: MessageDescriptor) => string;

/** The lender's title, else the category, in the page's language (`t`). */
const titleOf = (condition: Condition, t: Translate): string =>
  condition.display.header.trim() || categoryText(condition.categoryEnum, t);

/**
 * The open conditions `file` may complete, in the lender's order: those whose page is the
 * document upload and which ask for one document type (or none: "SUPPORT"), when the file is a
 * PDF, JPG or PNG by its content and within the upload limit (not empty, at most 10 MB). A
 * condition that asks for several types is not offered: its page asks which document the file
 * is, and the chat cannot know (the reading chosen, docs/webchat.md#a-file-sent-in-the-chat).
 * Each is named as the conditions list names it, in the page's language (`t`).
 */
export function filingTargets(
  file: FileToFile,
  conditions: readonly Condition[],
  t: Translate,
): FilingTarget[] {
  if (!file.kind || !CONDITION_KINDS.includes(file.kind)) return [];
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES) return [];
  return pendingConditions(conditions).flatMap((condition) => {
    if (conditionLocation(condition) !== UPLOAD_DOCUMENT_LOCATION) return [];
    const types = requestedTypes(condition);
    if (types.length !== 1) return [];
    return [
      { conditionUuid: condition.uuid, title: titleOf(condition, t), documentType: types[0]! },
    ];
  });
}

/**
 * The words of a filing: its action, its progress, its outcome (messages, written out where they
 * show), and the agent's line (sent as is: the lender's agent desk knows it by its form).
 */
export const FILING_TEXT = {
  action: (title: string) => msg`Add to your application: ${title}`,
  uploading: (title: string, percent: number) =>
    msg`Adding to your application: ${title} (${percent}%)`,
  filed: (title: string) => msg`Added to your application: ${title}`,
  failed: (title: string, why: string) => msg`Not added to your application: ${title}. ${why}`,
  retry: (title: string) => msg`Try again: ${title}`,
  /** A file no longer in this page (sent before a reload): the borrower uploads it on the page. */
  gone: msg`This file is no longer in this page: upload it from your conditions page.`,
  /** What the agent reads in the conversation once a file is filed. */
  agentLine: chatFilingLine,
} as const;
