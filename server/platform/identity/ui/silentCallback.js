// The provider's answer to a silent sign-in (`?code=…&state=…` or `?error=login_required&state=…`) goes to the
// portal page that opened this frame, on this origin only; oidc-client-ts there exchanges the code.
if (window.parent !== window) {
  window.parent.postMessage(
    { source: 'oidc-client', url: window.location.href, keepOpen: false },
    window.location.origin,
  );
}
