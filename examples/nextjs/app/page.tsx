import { SignIn } from './sign-in';

/** Where to go after signing in: a path of this app only (never `//elsewhere` or a full URL). */
function safeNext(next: string | string[] | undefined): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/account';
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { next } = await searchParams;
  return (
    <>
      <h1>Sign in</h1>
      <SignIn next={safeNext(next)} />
    </>
  );
}
