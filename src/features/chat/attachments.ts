/**
 * The files picked for a message, held in memory between the widget and the chat saga: the
 * store gets only their ids, names and sizes (a File is not data a replay could hold).
 */
let next = 0;
const held = new Map<string, File>();

/** Keeps `file` in `files` under a new id, which it gives back. */
function keep(files: Map<string, File>, prefix: string, file: File): string {
  next += 1;
  const id = `${prefix}-${next}`;
  files.set(id, file);
  return id;
}

export const holdAttachment = (file: File): string => keep(held, 'attachment', file);

/** The files for `ids`, released: each is sent once. */
export function takeAttachments(ids: readonly string[]): File[] {
  const files = ids.map((id) => held.get(id)).filter((f): f is File => f !== undefined);
  ids.forEach((id) => held.delete(id));
  return files;
}

export function releaseAttachment(id: string): void {
  held.delete(id);
}

/**
 * Files the person sent to the agent, kept in the page's memory so one can be added to a
 * condition afterwards (docs/webchat.md#a-file-sent-in-the-chat). A reload lets them go.
 */
const sent = new Map<string, File>();

export const keepSentFile = (file: File): string => keep(sent, 'sent', file);

export const sentFile = (id: string): File | undefined => sent.get(id);
