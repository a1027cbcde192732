/** Every product's part of the flow, in one list the reducer and the controller share. */
import type { ProductFlow } from '../types';
import { otpFlow } from './otp';

export const productFlows: readonly ProductFlow<never>[] = [otpFlow as ProductFlow<never>];
