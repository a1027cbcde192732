/**
 * `gatehouse.standalone.js`: the widget for pages without a bundler or React (React is inside). Loading it
 * registers `<stytch-ui>`, `<stytch-reset-password>` and `<stytch-passkey-registration>`; the page creates a
 * client and sets the elements' properties:
 *
 * ```html
 * <link rel="stylesheet" href="/gatehouse.standalone.css" />
 * <script type="module" src="/login.js"></script>  <!-- import { createClient } from '/gatehouse.standalone.js' -->
 * <stytch-ui></stytch-ui>
 * ```
 */
import { defineElements } from './elements/index.js';

export * from './client/index.js';
export * from './elements/index.js';

defineElements();
