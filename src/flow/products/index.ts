/** Every product's part of the flow, in one list the reducer and the controller share. */
import type { ProductFlow } from '../types';
import { cryptoFlow } from './crypto';
import { magicLinkFlow } from './magicLinks';
import { oauthFlow } from './oauth';
import { otpFlow } from './otp';
import { passkeyFlow } from './passkeys';
import { passwordFlow } from './passwords';
import { totpFlow } from './totp';

export const productFlows: readonly ProductFlow<never>[] = [
  otpFlow as ProductFlow<never>,
  magicLinkFlow as ProductFlow<never>,
  passwordFlow as ProductFlow<never>,
  passkeyFlow as ProductFlow<never>,
  oauthFlow as ProductFlow<never>,
  cryptoFlow as ProductFlow<never>,
  totpFlow as ProductFlow<never>,
];
