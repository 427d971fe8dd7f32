type Env = Record<string, string | undefined>;
export const BUILD_SETTINGS: string[];
export function buildSettings(root?: string, env?: Env): Record<string, string>;
export function buildInputsHash(root?: string, env?: Env): string;
export function writeBuildStamp(root?: string, env?: Env): void;
export function buildState(root?: string, env?: Env): "missing" | "stale" | "current";
