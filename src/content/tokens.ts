/**
 * Replaces {token} placeholders in every string of a parsed content value.
 * An unknown token is a content error: the build must not ship "{phnoe}".
 */
const TOKEN = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export class UnknownTokenError extends Error {
  constructor(
    readonly token: string,
    readonly path: string,
  ) {
    super(`unknown token {${token}} at ${path || "(root)"}`);
  }
}

export function substituteTokens<T>(value: T, tokens: Record<string, string>, path = ""): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (_, name: string) => {
      const replacement = tokens[name];
      if (replacement === undefined) throw new UnknownTokenError(name, path);
      return replacement;
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => substituteTokens(item, tokens, `${path}[${index}]`)) as T;
  }
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        substituteTokens(item, tokens, path ? `${path}.${key}` : key),
      ]),
    ) as T;
  }
  return value;
}
