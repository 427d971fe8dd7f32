// A request path that percent-decoding refuses ("/%ff": not UTF-8, "/%zz": not hex). Next.js
// 16 means to answer it with 400 but ends in a 500 (it has no /400 page in the App Router), so
// scripts/serve.mjs answers it first.

/** True when the path of a request target (the query is not looked at) cannot be decoded. */
export function isMalformedPath(target) {
  const path = (target ?? "/").split("?")[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
