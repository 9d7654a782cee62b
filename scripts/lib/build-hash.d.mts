export const BUILD_INPUTS: string[];
export const STAMP: string;
export function hashInputs(root: string, inputs?: string[]): string;
export function needsBuild(root: string, hash?: string): boolean;
