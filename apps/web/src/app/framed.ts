// Whether the app runs inside someone else's frame: it then shows only a warning (spec §1) and reads nothing. The
// CSP's frame-ancestors 'none' already blocks this in browsers that honour it.
export const framed = (() => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
})();
