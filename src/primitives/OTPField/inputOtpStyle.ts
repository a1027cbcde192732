/**
 * `input-otp` appends `<style id="input-otp-style">` to document.head the first time an input mounts, unless
 * an element with that id already exists, and never removes it. Under a strict Content-Security-Policy
 * (`style-src 'self'`) that element is a violation, inside a shadow root its rules do not reach the input,
 * and it stays behind after the widget unmounts. Its rules ship in the kit's stylesheet instead
 * (`OTPField.css.ts`); while an OTPField is mounted, an inert `<template>` holds the id so input-otp finds it
 * and adds nothing. The last OTPField to unmount removes it.
 */
const ID = 'input-otp-style';
let holders = 0;
let placeholder: HTMLTemplateElement | null = null;

/** Claims input-otp's stylesheet id for as long as the returned function is not called. */
export function claimInputOtpStyle(): () => void {
  holders += 1;
  if (holders === 1 && !document.getElementById(ID)) {
    placeholder = document.createElement('template');
    placeholder.id = ID;
    document.head.append(placeholder);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      placeholder?.remove();
      placeholder = null;
    }
  };
}
