/** A module of the project or of a package as CommonJS for Node 20 (nodeTransform.js). */
export function toCommonJs(code: string, filename: string, options?: { jest?: boolean }): string;
