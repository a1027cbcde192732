// @vitest-environment node
/** Crypto wallet sign-in over real HTTP (spec §7 "/crypto_wallets/*") with the Node test wallets. */
import { parseSiweMessage } from 'viem/siwe';
import { createTestEthereumWallet, createTestSolanaWallet } from '../src/fixtures/index.ts';
import { type Api, expectError, signUpByEmailOtp, startEmulator, startWalletAttach } from './support.ts';

let api: Api;
beforeEach(async () => {
  api = await startEmulator();
});
afterEach(() => api.close());

async function requireSiwe(required: boolean) {
  const patched = await api.request('PATCH', '/_emulator/config', { body: { siweRequiredForCryptoWallets: required }, auth: null });
  expect(patched.status).toBe(200);
}

async function start(address: string, type: string, extra: Record<string, unknown> = {}, sessionToken?: string) {
  return api.post(
    `/crypto_wallets/authenticate/start/${sessionToken ? 'secondary' : 'primary'}`,
    { crypto_wallet_address: address, crypto_wallet_type: type, ...extra },
    sessionToken,
  );
}

const authenticate = (address: string, type: string, signature: string, sessionToken?: string) =>
  api.post(
    '/crypto_wallets/authenticate',
    { crypto_wallet_address: address, crypto_wallet_type: type, signature, session_duration_minutes: 30 },
    sessionToken,
  );

describe('Ethereum wallets', () => {
  it('signs up a new wallet with a personal_sign signature over a fresh challenge, then logs it in', async () => {
    const wallet = createTestEthereumWallet();
    const first = await start(wallet.address.toLowerCase(), 'ethereum');
    expect(first.status).toBe(200);
    const challenge = first.json.data.challenge as string;
    expect(challenge).toContain(`Wallet: ${wallet.address}`);
    const signedUp = await authenticate(wallet.address, 'ethereum', await wallet.signMessage(challenge));
    expect(signedUp.status).toBe(200);
    const data = signedUp.json.data;
    expect(data.user_created).toBe(true);
    expect(data.user.crypto_wallets).toEqual([
      { crypto_wallet_id: data.crypto_wallet_id, crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum', verified: true },
    ]);
    expect(data.session.authentication_factors).toEqual([
      {
        type: 'signature_challenge',
        delivery_method: 'crypto_wallet',
        last_authenticated_at: expect.any(String),
        crypto_wallet_factor: {
          crypto_wallet_id: data.crypto_wallet_id,
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: 'ethereum',
        },
      },
    ]);

    const second = await start(wallet.address, 'ethereum');
    expect(second.json.data.challenge).not.toBe(challenge);
    const loggedIn = await authenticate(wallet.address, 'ethereum', await wallet.signMessage(second.json.data.challenge));
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json.data).toMatchObject({ user_id: data.user_id, user_created: false });
  });

  it('issues an EIP-4361 message when the project requires SIWE, from siwe_params or the caller origin', async () => {
    await requireSiwe(true);
    const wallet = createTestEthereumWallet();
    const started = await start(wallet.address, 'ethereum', {
      siwe_params: { uri: 'http://localhost:5173/signin', chain_id: '10', statement: 'Sign in to the shop.' },
    });
    expect(started.status).toBe(200);
    const message = started.json.data.challenge as string;
    const fields = parseSiweMessage(message);
    expect(fields).toMatchObject({
      domain: 'localhost:5173',
      address: wallet.address,
      uri: 'http://localhost:5173/signin',
      chainId: 10,
      statement: 'Sign in to the shop.',
      version: '1',
    });
    expect(fields.nonce).toMatch(/^[a-f0-9]{32}$/);
    expect(fields.issuedAt).toBeInstanceOf(Date);
    expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(5 * 60_000);
    expect((await authenticate(wallet.address, 'ethereum', await wallet.signMessage(message))).status).toBe(200);

    const fromOrigin = await api.request('POST', '/sdk/v1/crypto_wallets/authenticate/start/primary', {
      body: { crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' },
      auth: api.basic(),
      headers: { origin: 'http://localhost:4321' },
    });
    expect(parseSiweMessage(fromOrigin.json.data.challenge)).toMatchObject({ domain: 'localhost:4321', uri: 'http://localhost:4321/' });
  });

  it('refuses SIWE parameters for another site, and SIWE for Solana wallets', async () => {
    await requireSiwe(true);
    const wallet = createTestEthereumWallet();
    expectError(await start(wallet.address, 'ethereum', { siwe_params: { uri: 'https://evil.example' } }), 400, 'invalid_siwe_uri');
    expectError(
      await start(wallet.address, 'ethereum', { siwe_params: { uri: 'http://localhost:5173', domain: 'evil.example' } }),
      400,
      'invalid_siwe_domain',
    );
    expectError(await start(wallet.address, 'ethereum'), 400, 'invalid_siwe_uri');
    expectError(
      await start(createTestSolanaWallet().address, 'solana', { siwe_params: { uri: 'http://localhost:5173' } }),
      400,
      'crypto_wallet_type_incompatible_with_siwe',
    );
  });

  it('refuses a wrong signature, a replayed challenge and an expired one', async () => {
    const wallet = createTestEthereumWallet();
    const stranger = createTestEthereumWallet();
    const first = await start(wallet.address, 'ethereum');
    expectError(
      await authenticate(wallet.address, 'ethereum', await stranger.signMessage(first.json.data.challenge)),
      401,
      'unable_to_authenticate_crypto_wallet',
    );
    // One challenge, one attempt: even the right signature now needs a new start.
    expectError(
      await authenticate(wallet.address, 'ethereum', await wallet.signMessage(first.json.data.challenge)),
      401,
      'unable_to_authenticate_crypto_wallet',
    );

    const second = await start(wallet.address, 'ethereum');
    const signature = await wallet.signMessage(second.json.data.challenge);
    expect((await authenticate(wallet.address, 'ethereum', signature)).status).toBe(200);
    const replay = expectError(await authenticate(wallet.address, 'ethereum', signature), 401, 'unable_to_authenticate_crypto_wallet');
    expect(replay.error_message).toMatch(/already used/);

    const third = await start(wallet.address, 'ethereum');
    await api.advanceMinutes(6);
    const late = expectError(
      await authenticate(wallet.address, 'ethereum', await wallet.signMessage(third.json.data.challenge)),
      401,
      'unable_to_authenticate_crypto_wallet',
    );
    expect(late.error_message).toMatch(/expired/);
  });

  it('retires a challenge when a newer one is started for the same wallet', async () => {
    const wallet = createTestEthereumWallet();
    const older = await start(wallet.address, 'ethereum');
    await start(wallet.address, 'ethereum');
    expectError(
      await authenticate(wallet.address, 'ethereum', await wallet.signMessage(older.json.data.challenge)),
      401,
      'unable_to_authenticate_crypto_wallet',
    );
  });

  it('refuses bad addresses and types, and a signature without any started challenge', async () => {
    expectError(await start('0x1234', 'ethereum'), 400, 'invalid_ethereum_address');
    expectError(await start('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ethereum'), 400, 'invalid_ethereum_address');
    expectError(await start(createTestEthereumWallet().address, 'bitcoin'), 400, 'invalid_wallet_type');
    expectError(
      await authenticate(createTestEthereumWallet().address, 'ethereum', `0x${'11'.repeat(65)}`),
      404,
      'crypto_wallet_challenge_not_found',
    );
  });

  it('attaches a wallet to the signed-in user with a secondary start, and not another user’s wallet', async () => {
    const { session_token, user_id } = await signUpByEmailOtp(api, 'ada@example.com');
    const wallet = createTestEthereumWallet();
    const started = await start(wallet.address, 'ethereum', {}, session_token);
    const attached = await authenticate(wallet.address, 'ethereum', await wallet.signMessage(started.json.data.challenge), session_token);
    expect(attached.status).toBe(200);
    expect(attached.json.data).toMatchObject({ user_id, user_created: false });
    // Adding the factor re-authenticated the session: a new token for it.
    expect(attached.json.data.session_token).not.toBe(session_token);
    expect(attached.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method)).toEqual([
      'email',
      'crypto_wallet',
    ]);

    const other = await signUpByEmailOtp(api, 'grace@example.com');
    expectError(await start(wallet.address, 'ethereum', {}, other.session_token), 400, 'duplicate_wallet_address');

    const deleted = await api.del(`/users/crypto_wallets/${attached.json.data.crypto_wallet_id}`, attached.json.data.session_token);
    expect(deleted.json.data.__user.crypto_wallets).toEqual([]);
  });
});

describe('Solana wallets', () => {
  it('signs in with an ed25519 signature in base58 over the challenge', async () => {
    const wallet = createTestSolanaWallet();
    const started = await start(wallet.address, 'solana');
    expect(started.status).toBe(200);
    expect(started.json.data.challenge).toContain('Solana wallet');
    const signedIn = await authenticate(wallet.address, 'solana', wallet.signMessageBase58(started.json.data.challenge));
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.user.crypto_wallets[0]).toMatchObject({
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'solana',
    });
    expectError(
      await authenticate(wallet.address, 'solana', wallet.signMessageBase58(started.json.data.challenge)),
      401,
      'unable_to_authenticate_crypto_wallet',
    );
  });

  it('refuses a signature by another key and an invalid address', async () => {
    const wallet = createTestSolanaWallet();
    const started = await start(wallet.address, 'solana');
    expectError(
      await authenticate(wallet.address, 'solana', createTestSolanaWallet().signMessageBase58(started.json.data.challenge)),
      401,
      'unable_to_authenticate_crypto_wallet',
    );
    expectError(await start('not-base58-0OIl', 'solana'), 400, 'invalid_solana_address');
  });
});

describe('challenges are per requester (issue 26)', () => {
  /** A browser: its own persistent id in the client's telemetry header (wire doc "Requests"). */
  const browser = (persistentId: string) => ({
    'x-sdk-client': Buffer.from(JSON.stringify({ persistent_id: persistentId })).toString('base64'),
  });
  const startAs = (headers: Record<string, string>, address: string) =>
    api.request('POST', '/sdk/v1/crypto_wallets/authenticate/start/primary', {
      body: { crypto_wallet_address: address, crypto_wallet_type: 'ethereum' },
      headers,
    });
  const authenticateAs = (headers: Record<string, string>, address: string, signature: string) =>
    api.request('POST', '/sdk/v1/crypto_wallets/authenticate', {
      body: { crypto_wallet_address: address, crypto_wallet_type: 'ethereum', signature, session_duration_minutes: 30 },
      headers,
    });

  it("a start by someone who knows the address does not retire the owner's pending challenge", async () => {
    const wallet = createTestEthereumWallet();
    const owner = browser('persistent-id-owner');
    const challenge = (await startAs(owner, wallet.address)).json.data.challenge as string;
    // Someone else starts for the same address meanwhile.
    expect((await startAs(browser('persistent-id-stranger'), wallet.address)).status).toBe(200);
    const signedIn = await authenticateAs(owner, wallet.address, await wallet.signMessage(challenge));
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.user_created).toBe(true);
  });

  it("one live challenge per requester: the owner's newer start still retires its older one", async () => {
    const wallet = createTestEthereumWallet();
    const owner = browser('persistent-id-owner');
    const older = (await startAs(owner, wallet.address)).json.data.challenge as string;
    const newer = (await startAs(owner, wallet.address)).json.data.challenge as string;
    expectError(await authenticateAs(owner, wallet.address, await wallet.signMessage(older)), 401, 'unable_to_authenticate_crypto_wallet');
    const again = (await startAs(owner, wallet.address)).json.data.challenge as string;
    expect(again).not.toBe(newer);
    expect((await authenticateAs(owner, wallet.address, await wallet.signMessage(again))).status).toBe(200);
  });

  it("an anonymous start (no client id, no session) for the address retires neither the owner's sign-in nor attach challenge (issue 42 item 8)", async () => {
    const wallet = createTestEthereumWallet();
    const owner = browser('persistent-id-owner');
    const challenge = (await startAs(owner, wallet.address)).json.data.challenge as string;
    const user = await signUpByEmailOtp(api, 'wallet.owner@example.com');
    const other = createTestEthereumWallet();
    const attach = await startWalletAttach(api, other.address, user.session_token);
    expect(attach.status).toBe(200);
    // The exact sequence of the note: starts that name only the address, from the same machine.
    for (const address of [wallet.address, other.address]) expect((await startAs({}, address)).status).toBe(200);
    expect((await authenticateAs(owner, wallet.address, await wallet.signMessage(challenge))).status).toBe(200);
    const attached = await api.post(
      '/crypto_wallets/authenticate',
      {
        crypto_wallet_address: other.address,
        crypto_wallet_type: 'ethereum',
        signature: await other.signMessage(attach.json.data.challenge),
      },
      user.session_token,
    );
    expect(attached.status).toBe(200);
    expect(attached.json.data.user_id).toBe(user.user_id);
  });

  it("the stranger cannot reach the owner's challenge either", async () => {
    const wallet = createTestEthereumWallet();
    const challenge = (await startAs(browser('persistent-id-owner'), wallet.address)).json.data.challenge as string;
    expectError(
      await authenticateAs(browser('persistent-id-stranger'), wallet.address, await wallet.signMessage(challenge)),
      404,
      'crypto_wallet_challenge_not_found',
    );
  });
});
