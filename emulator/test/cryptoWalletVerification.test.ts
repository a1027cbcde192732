// @vitest-environment node
import bs58 from 'bs58';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { createTestEthereumWallet, createTestSolanaWallet } from '../src/fixtures';
import {
  createNonce,
  normalizeAddress,
  parseWalletType,
  plainChallenge,
  resolveSiweParams,
  siweMessage,
  verifyWalletSignature,
} from '../src/cryptoWallets/verification';
import { ApiError } from '../src/http/errors';

const NOW = Date.UTC(2030, 4, 6, 7, 8, 9);
const allowLocalhost = (origin: string) => /^http:\/\/localhost(:\d+)?$/.test(origin);
const context = { nowMs: NOW, fallbackUri: null, projectName: 'Gatehouse', isAllowedOrigin: allowLocalhost };

function errorTypeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errorType;
  }
}

describe('wallet types and addresses', () => {
  it('knows the two wallet families of spec §3 and nothing else', () => {
    expect(parseWalletType('ethereum')).toBe('ethereum');
    expect(parseWalletType('solana')).toBe('solana');
    expect(errorTypeOf(() => parseWalletType('metamask'))).toBe('invalid_wallet_type');
  });

  it('stores Ethereum addresses checksummed, so case does not create a second wallet', () => {
    const wallet = createTestEthereumWallet();
    expect(normalizeAddress('ethereum', wallet.address.toLowerCase())).toBe(wallet.address);
    expect(errorTypeOf(() => normalizeAddress('ethereum', '0x1234'))).toBe('invalid_ethereum_address');
    // A mixed-case address with a wrong EIP-55 checksum is a typo, not a wallet (EIP-55's own example).
    expect(normalizeAddress('ethereum', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(errorTypeOf(() => normalizeAddress('ethereum', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'))).toBe('invalid_ethereum_address');
  });

  it('accepts a Solana address only when it is a 32-byte base58 key', () => {
    const wallet = createTestSolanaWallet();
    expect(normalizeAddress('solana', wallet.address)).toBe(wallet.address);
    expect(errorTypeOf(() => normalizeAddress('solana', '0OIl'))).toBe('invalid_solana_address');
    expect(errorTypeOf(() => normalizeAddress('solana', bs58.encode(new Uint8Array(31))))).toBe('invalid_solana_address');
  });

  it('makes a fresh alphanumeric nonce each time', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[a-f0-9]{32}$/);
    expect(createNonce()).not.toBe(nonce);
  });
});

describe('Sign-In With Ethereum (EIP-4361)', () => {
  it('builds a message with domain, uri, nonce, issued-at, chain id and statement that parses back', () => {
    const wallet = createTestEthereumWallet();
    const fields = resolveSiweParams({ uri: 'http://localhost:5173/login', chain_id: '137', statement: 'Welcome back.' }, context);
    const expiresAt = new Date(NOW + 300_000);
    const message = siweMessage({ address: wallet.address.toLowerCase(), nonce: 'abc12345def', fields, expiresAt });
    expect(message.startsWith(`localhost:5173 wants you to sign in with your Ethereum account:\n${wallet.address}\n`)).toBe(true);
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({
      domain: 'localhost:5173',
      address: wallet.address,
      statement: 'Welcome back.',
      uri: 'http://localhost:5173/login',
      version: '1',
      chainId: 137,
      nonce: 'abc12345def',
      issuedAt: new Date(NOW),
      expirationTime: expiresAt,
    });
    expect(validateSiweMessage({ message: parsed, domain: 'localhost:5173', nonce: 'abc12345def', time: new Date(NOW + 1000) })).toBe(true);
    expect(validateSiweMessage({ message: parsed, time: new Date(NOW + 301_000) })).toBe(false);
  });

  it('defaults the domain to the URI authority, the chain to 1 and the statement to the project', () => {
    const fields = resolveSiweParams({ uri: 'http://localhost:4000' }, context);
    expect(fields).toMatchObject({
      domain: 'localhost:4000',
      chainId: 1,
      statement: 'Sign in to Gatehouse.',
      notBefore: null,
      resources: [],
    });
    expect(resolveSiweParams(undefined, { ...context, fallbackUri: 'http://localhost:9000' }).uri).toBe('http://localhost:9000/');
  });

  it.each([
    [{}, 'invalid_siwe_uri'],
    [{ uri: 'javascript:alert(1)' }, 'invalid_siwe_uri'],
    [{ uri: 'https://evil.example/login' }, 'invalid_siwe_uri'],
    [{ uri: 'http://user:pw@localhost:5173/' }, 'invalid_siwe_uri'],
    [{ uri: 'http://localhost:5173', domain: 'evil.example' }, 'invalid_siwe_domain'],
    [{ uri: 'http://localhost:5173', chain_id: '0' }, 'invalid_siwe_chain_id'],
    [{ uri: 'http://localhost:5173', chain_id: 'mainnet' }, 'invalid_siwe_chain_id'],
    [{ uri: 'http://localhost:5173', chain_id: 1.5 }, 'invalid_siwe_chain_id'],
    [{ uri: 'http://localhost:5173', statement: 'two\nlines' }, 'invalid_siwe_statement'],
    [{ uri: 'http://localhost:5173', resources: ['not a uri'] }, 'invalid_siwe_resource'],
    [{ uri: 'http://localhost:5173', issued_at: 'yesterday' }, 'invalid_siwe_timestamp'],
    [{ uri: 'http://localhost:5173', message_request_id: 'has space' }, 'invalid_siwe_message_request_id'],
  ])('refuses siwe_params %j with %s', (params, type) => {
    expect(errorTypeOf(() => resolveSiweParams(params, context))).toBe(type);
  });
});

describe('signature verification', () => {
  it('verifies an Ethereum personal_sign signature over the exact challenge, and nothing else', async () => {
    const wallet = createTestEthereumWallet();
    const other = createTestEthereumWallet();
    const message = plainChallenge({
      projectName: 'Gatehouse',
      address: wallet.address,
      type: 'ethereum',
      nonce: createNonce(),
      issuedAt: new Date(NOW),
    });
    const signature = await wallet.signMessage(message);
    expect(await verifyWalletSignature({ type: 'ethereum', address: wallet.address, message, signature })).toBe(true);
    expect(await verifyWalletSignature({ type: 'ethereum', address: wallet.address.toLowerCase(), message, signature })).toBe(true);
    expect(await verifyWalletSignature({ type: 'ethereum', address: wallet.address, message: `${message} `, signature })).toBe(false);
    expect(await verifyWalletSignature({ type: 'ethereum', address: other.address, message, signature })).toBe(false);
    expect(
      await verifyWalletSignature({ type: 'ethereum', address: wallet.address, message, signature: await other.signMessage(message) }),
    ).toBe(false);
    for (const bad of ['', '0x', 'zz', `${signature}00`, signature.slice(0, -2), `0x${'00'.repeat(65)}`]) {
      expect(await verifyWalletSignature({ type: 'ethereum', address: wallet.address, message, signature: bad })).toBe(false);
    }
  });

  it('verifies a SIWE message signature like any personal_sign message', async () => {
    const wallet = createTestEthereumWallet();
    const message = siweMessage({
      address: wallet.address,
      nonce: createNonce(),
      fields: resolveSiweParams({ uri: 'http://localhost:5173' }, context),
      expiresAt: new Date(NOW + 1),
    });
    expect(
      await verifyWalletSignature({ type: 'ethereum', address: wallet.address, message, signature: await wallet.signMessage(message) }),
    ).toBe(true);
  });

  it('verifies a Solana ed25519 signature sent in base58, and nothing else', async () => {
    const wallet = createTestSolanaWallet();
    const other = createTestSolanaWallet();
    const message = plainChallenge({
      projectName: 'Gatehouse',
      address: wallet.address,
      type: 'solana',
      nonce: createNonce(),
      issuedAt: new Date(NOW),
    });
    const signature = wallet.signMessageBase58(message);
    expect(await verifyWalletSignature({ type: 'solana', address: wallet.address, message, signature })).toBe(true);
    expect(await verifyWalletSignature({ type: 'solana', address: wallet.address, message: message.toUpperCase(), signature })).toBe(false);
    expect(await verifyWalletSignature({ type: 'solana', address: other.address, message, signature })).toBe(false);
    expect(
      await verifyWalletSignature({ type: 'solana', address: wallet.address, message, signature: other.signMessageBase58(message) }),
    ).toBe(false);
    for (const bad of ['', '0OIl', bs58.encode(new Uint8Array(63)), Buffer.from(bs58.decode(signature)).toString('hex')]) {
      expect(await verifyWalletSignature({ type: 'solana', address: wallet.address, message, signature: bad })).toBe(false);
    }
  });
});
