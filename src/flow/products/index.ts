/** Every product's part of the flow, in one list the reducer and the controller share. */
import type { ProductFlow } from '../types';
import { magicLinkFlow } from './magicLinks';
import { otpFlow } from './otp';
import { passwordFlow } from './passwords';

export const productFlows: readonly ProductFlow<never>[] = [
  otpFlow as ProductFlow<never>,
  magicLinkFlow as ProductFlow<never>,
  passwordFlow as ProductFlow<never>,
];
