'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { Login, useSession, type WidgetConfig } from 'gatehouse-auth';

// Passkeys beside the form: a browser with passkey autofill offers them on the email field; one without shows
// 'Login with a Passkey' in the place the server's HTML holds for it, so nothing moves (issue 38).
const config: WidgetConfig = {
  products: ['otp', 'passkeys'],
  otpOptions: { methods: ['email'] },
};

export function SignIn({ next, locale }: { next: string; locale: string[] }) {
  const { session } = useSession();
  const router = useRouter();
  // Signed in here, or already signed in when the page opened (the client refreshes a stored session): go on.
  // `session` stays null while a second factor is pending, so a half-done sign-in never gets through.
  useEffect(() => {
    if (session) router.replace(next);
  }, [session, next, router]);
  // Rendered on the server too: the page's HTML has the form, and hydration adopts it.
  return <Login config={config} locale={locale} />;
}
