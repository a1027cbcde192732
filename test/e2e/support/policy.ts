/**
 * The strict Content-Security-Policy of issue 13, under which the built host page serves the widget, with the
 * emulator's origin allowed for the API calls:
 *
 *   default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;
 *   connect-src 'self' <emulator>; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types gatehouse
 *
 * `trusted-types gatehouse` (issue 26): the widget's one policy, which only loads the One Tap script, is the only
 * one allowed, so every journey under this policy also runs under Trusted Types. `scriptOrigin`: one more origin
 * in `script-src`, for the page that loads the emulator's One Tap stand-in.
 */
export function strictPolicy(api: string, scriptOrigin = ''): string {
  return [
    "default-src 'self'",
    // A host using Google One Tap allows Google's script; here the emulator's stand-in for it.
    `script-src 'self'${scriptOrigin ? ` ${scriptOrigin}` : ''}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${api}`,
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types gatehouse',
  ].join('; ');
}
