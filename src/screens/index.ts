/**
 * Every screen as a component that reads the flow from the nearest `GatehouseProvider`: a host composing its
 * own layout places the ones it wants; each renders only while the flow is on it.
 */
export { Main } from './Main';
export { OTPAuthenticate } from './OTPAuthenticate';
export { OTPConfirmation } from './OTPConfirmation';
