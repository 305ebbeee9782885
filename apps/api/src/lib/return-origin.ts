// Where a browser journey that leaves the app (a card checkout) comes back to: the origin the user started from,
// when it is one the app is served on, else PUBLIC_URL. Never an arbitrary Origin header (an open redirect).
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

export function returnOrigin(
  requestOrigin: string | undefined,
  config: { PUBLIC_URL: string; ALLOWED_ORIGINS: string },
): string {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const asked = requestOrigin ? originOf(requestOrigin) : null;
  if (!asked) return publicOrigin;
  const allowed = new Set(
    config.ALLOWED_ORIGINS.split(',')
      .map((entry) => originOf(entry.trim())?.origin)
      .filter((origin): origin is string => Boolean(origin)),
  );
  allowed.add(publicOrigin);
  if (allowed.has(asked.origin)) return asked.origin;
  // The same machine under another loopback name (127.0.0.1 for localhost), same scheme and port.
  const pub = new URL(publicOrigin);
  if (
    LOOPBACK.has(pub.hostname) &&
    LOOPBACK.has(asked.hostname) &&
    pub.protocol === asked.protocol &&
    pub.port === asked.port
  ) {
    return asked.origin;
  }
  return publicOrigin;
}
