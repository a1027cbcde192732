'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { Login, useSession, type WidgetConfig } from 'gatehouse-auth';

const config: WidgetConfig = {
  products: ['otp'],
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
