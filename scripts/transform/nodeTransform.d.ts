/** A module of the project or of a package as CommonJS for Node 20 (nodeTransform.js). */
export function toCommonJs(code: string, filename: string, options?: { jest?: boolean }): string;
/** An import of Lingui's macros, which only babel expands. */
export const MACRO: RegExp;
/** The babel plugin that compiles each message's English words. */
export const COMPILE_SOURCE_MESSAGES: string;
