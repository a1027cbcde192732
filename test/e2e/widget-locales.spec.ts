/**
 * Email passcode in Japanese and in Arabic against the emulator (issue 24 "Done when"): the widget speaks the
 * playground's `locale`, right to left in Arabic; the emulator's rate limit (429 too_many_requests with
 * Retry-After) and a wrong code are said in the language, the rate limit with its wait (in minutes, in words); the right code signs in.
 */
import ar from '../../src/i18n/locales/ar';
import ja from '../../src/i18n/locales/ja';
import { expect, test } from './support/widget';

const cases = [
  // The wait in words, minutes and seconds as Intl writes them (issue 40), not a count of seconds.
  {
    locale: 'ja',
    messages: ja,
    dir: 'ltr',
    rateLimited: /^リクエストが多すぎます。(?=\d)[\d\s分秒]*分[\d\s分秒]*後にもう一度お試しください。$/,
  },
  {
    locale: 'ar',
    messages: ar,
    dir: 'rtl',
    rateLimited: /^تم إرسال عدد كبير جدًا من الطلبات\. الوقت المتبقي قبل المحاولة مرة أخرى: [^.]*(دقيق|دقائق)[^.]*\.$/,
  },
] as const;

for (const { locale, messages, dir, rateLimited } of cases) {
  test(`signs in by email passcode in ${locale}, with a localised rate limit and wrong-code message`, async ({ widget, page }) => {
    // One message per address in the window: the second send to an address is refused.
    await widget.configure({ throttling: { destinationSends: { limit: 1, windowMinutes: 10 } } });
    await widget.open({ products: 'otp', otp: 'email', locale });
    await expect(page.getByRole('heading', { name: messages['main.header'] })).toBeVisible();
    // Right to left in Arabic; Japanese follows the page's left-to-right direction.
    await expect(page.locator('[data-part="theme-root"]')).toHaveCSS('direction', dir);

    const email = page.getByRole('textbox', { name: messages['field.email.label'] });
    const send = page.getByRole('button', { name: messages['main.continueWithEmail'] });
    await email.fill('busy@example.com');
    await send.click();
    await expect(page.getByRole('heading', { name: messages['otp.header'] })).toBeVisible();
    await page.getByRole('button', { name: messages['common.back'] }).click();
    await email.fill('busy@example.com');
    await send.click();
    await expect(page.getByText(rateLimited)).toBeVisible();

    await email.fill('ada@example.com');
    await send.click();
    await expect(page.getByRole('heading', { name: messages['otp.header'] })).toBeVisible();
    const { code } = await widget.message('ada@example.com');
    const boxes = page.getByRole('textbox', { name: messages['field.otp.label'] });
    await boxes.pressSequentially(code === '000000' ? '111111' : '000000');
    await expect(page.getByText(messages['error.otpInvalid'])).toBeVisible();
    await boxes.pressSequentially(code!);
    await expect(page.getByRole('heading', { name: messages['otpConfirmation.header'] })).toBeVisible();
    await expect(page.getByTestId('session-status')).toHaveText('Signed in as ada@example.com');
  });
}
