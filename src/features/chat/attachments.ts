/**
 * The files picked for a message, held in memory between the widget and the chat saga: the
 * store gets only their ids, names and sizes (a File is not data a replay could hold).
 */
let next = 0;
const held = new Map<string, File>();

export function holdAttachment(file: File): string {
  next += 1;
  const id = `attachment-${next}`;
  held.set(id, file);
  return id;
}

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

export function keepSentFile(file: File): string {
  next += 1;
  const id = `sent-${next}`;
  sent.set(id, file);
  return id;
}

export const sentFile = (id: string): File | undefined => sent.get(id);
