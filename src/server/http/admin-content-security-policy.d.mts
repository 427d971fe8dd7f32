export const ADMIN_PATH: RegExp;
export function localBackendOrigin(env: Record<string, string | undefined>): string;
export function adminContentSecurityPolicy(env: Record<string, string | undefined>): string;
