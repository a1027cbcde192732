import { safeNext } from '../lib/safeNext';
import { SignIn } from './sign-in';

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { next } = await searchParams;
  return (
    <>
      <h1>Sign in</h1>
      <SignIn next={safeNext(next)} />
    </>
  );
}
