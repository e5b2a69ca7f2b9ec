/**
 * The frame the project's command-line tools share (docs/tools.md): one file argument, one
 * JSON document on standard output (or, for an answer in lines such as `replay --why`, its text), and on bad input a one-line message on standard error and
 * exit 1, never a stack trace.
 */
import { readFileSync } from 'node:fs';

/** Input the tool refuses; its message is what the user sees. */
export class InputError extends Error {}

/** An answer already written as JSON (a Redux DevTools file is jsan's JSON): printed as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** An answer in lines of text for a person (`replay --why`): printed as it is. */
export class PlainText {
  constructor(readonly text: string) {}
}

export function runJsonTool(
  argv: string[],
  usage: string,
  answer: (text: string, name: string) => unknown,
): number {
  const file = argv[0];
  if (!file || argv.length > 1) {
    process.stderr.write(`Usage: ${usage}\n`);
    return 2;
  }
  try {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new InputError(
        `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`,
      );
    }
    const result = answer(text, file);
    const json =
      result instanceof JsonText || result instanceof PlainText
        ? result.text
        : JSON.stringify(result, null, 2);
    process.stdout.write(`${json}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message.split('\n')[0]}\n`);
    return 1;
  }
}
