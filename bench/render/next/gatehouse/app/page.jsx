import { SignIn } from './sign-in';

// The emulator's URL and the public token come in the query, as on the bench's other pages.
export default async function Page({ searchParams }) {
  const { api, token } = await searchParams;
  return (
    <div id="root">
      <SignIn api={api} token={token} />
    </div>
  );
}
