import { headers } from 'next/headers';
import { preferredLanguages } from 'gatehouse-auth/server';
import { safeNext } from '../lib/safeNext';
import { SignIn } from './sign-in';

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { next } = await searchParams;
  // The widget renders on the server in the visitor's language, and the browser picks the same from this list.
  const locale = preferredLanguages(await headers());
  return (
    <>
      <h1>Sign in</h1>
      <SignIn next={safeNext(next)} locale={locale} />
      <p>New here? Signing in with your email address creates your account.</p>
    </>
  );
}
