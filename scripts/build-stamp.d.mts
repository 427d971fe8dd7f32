export function buildInputsHash(root?: string): string;
export function writeBuildStamp(root?: string): void;
export function buildState(root?: string): "missing" | "stale" | "current";
