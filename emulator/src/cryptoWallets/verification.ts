/**
 * Crypto wallet verification (spec §7 "/crypto_wallets/*", wire doc "Crypto wallets").
 * `authenticate/start` hands out a fresh challenge (an EIP-4361 Sign-In With Ethereum message when the
 * project requires SIWE); `authenticate` checks the wallet's signature over exactly that text:
 * - Ethereum: EIP-191 `personal_sign`, recovered and compared with viem's `verifyMessage`;
 * - Solana: ed25519 over the UTF-8 message bytes, the signature base58-encoded (spec §7 notes), checked
 *   with `node:crypto` against the public key that *is* the base58 address.
 * Independent of HTTP and storage: the routes keep each challenge single use and expiring.
 */
import { createPublicKey, randomBytes, verify } from 'node:crypto';
import bs58 from 'bs58';
import { getAddress, isAddress, isHex, verifyMessage, type Hex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { apiError } from '../http/errors.ts';

export type WalletType = 'ethereum' | 'solana';

/** A challenge must be signed within this time (and the SIWE message says so in Expiration Time). */
export const WALLET_CHALLENGE_TTL_MS = 5 * 60_000;

export function parseWalletType(type: string): WalletType {
  // Spec §3: "A Solana-type wallet gives crypto_wallet_type solana; everything else gives ethereum."
  if (type === 'ethereum' || type === 'solana') return type;
  throw apiError('invalid_wallet_type', `crypto_wallet_type must be 'ethereum' or 'solana', got "${type}".`);
}

/**
 * The canonical form of an address, used to store and to look a wallet up: EIP-55 checksummed for
 * Ethereum (so `0xabc…` and `0xABC…` are the same wallet; a wrong mixed-case checksum is refused), the
 * base58 key itself for Solana.
 */
export function normalizeAddress(type: WalletType, address: string): string {
  if (type === 'ethereum') {
    if (!isAddress(address, { strict: true })) throw apiError('invalid_ethereum_address', `"${address}" is not a valid Ethereum address.`);
    return getAddress(address);
  }
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(address);
  } catch {
    throw apiError('invalid_solana_address', `"${address}" is not base58.`);
  }
  if (bytes.length !== 32) throw apiError('invalid_solana_address', `"${address}" is not a 32-byte ed25519 public key.`);
  return address;
}

/** 128 bits from the CSPRNG; alphanumeric as EIP-4361 requires of a nonce (≥ 8 characters). */
export function createNonce(): string {
  return randomBytes(16).toString('hex');
}

/** `siwe_params` as the client sends them (spec §5: "uri defaulting to the page origin"). */
export interface SiweParamsInput {
  domain?: string | undefined;
  uri?: string | undefined;
  statement?: string | undefined;
  chain_id?: string | number | undefined;
  issued_at?: string | undefined;
  not_before?: string | undefined;
  message_request_id?: string | undefined;
  resources?: string[] | undefined;
}

export interface SiweFields {
  domain: string;
  uri: string;
  statement: string;
  chainId: number;
  issuedAt: Date;
  notBefore: Date | null;
  requestId: string | null;
  resources: string[];
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parseTimestamp(value: string | undefined, field: string): Date | null {
  if (value === undefined || value === '') return null;
  const ms = Date.parse(value);
  if (!RFC3339.test(value) || Number.isNaN(ms))
    throw apiError('invalid_siwe_timestamp', `siwe_params.${field} "${value}" is not an RFC 3339 timestamp.`);
  return new Date(ms);
}

function isHttpUri(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Validates `siwe_params` and fills the defaults. The URI must be on an allowed origin (a SIWE message is
 * a promise about *where* the user signs in); the domain defaults to that URI's authority and must match it
 * (EIP-4361: the domain is the authority requesting the signing). `fallbackUri` is the caller's Origin,
 * used when the project requires SIWE but the call sent no parameters.
 */
export function resolveSiweParams(
  params: SiweParamsInput | undefined,
  context: { nowMs: number; fallbackUri: string | null; projectName: string; isAllowedOrigin: (origin: string) => boolean },
): SiweFields {
  const uriText = params?.uri || context.fallbackUri;
  if (!uriText) throw apiError('invalid_siwe_uri', 'siwe_params.uri is required: this project requires Sign-In With Ethereum.');
  const uri = isHttpUri(uriText);
  if (!uri || uri.username || uri.password) throw apiError('invalid_siwe_uri', `siwe_params.uri "${uriText}" is not an http(s) URI.`);
  if (!context.isAllowedOrigin(uri.origin))
    throw apiError('invalid_siwe_uri', `siwe_params.uri "${uriText}" is not on an allowed origin of this project.`);

  const domain = params?.domain || uri.host;
  if (domain.toLowerCase() !== uri.host.toLowerCase()) {
    throw apiError('invalid_siwe_domain', `siwe_params.domain "${domain}" is not the authority of siwe_params.uri (${uri.host}).`);
  }

  let chainId = 1;
  if (params?.chain_id !== undefined && params.chain_id !== '') {
    const raw = params.chain_id;
    chainId = typeof raw === 'number' ? raw : /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(chainId) || chainId < 1)
      throw apiError('invalid_siwe_chain_id', `siwe_params.chain_id "${String(raw)}" is not a positive integer.`);
  }

  const statement = params?.statement ?? `Sign in to ${context.projectName}.`;
  // EIP-4361 §"Message format": the statement is one line of printable characters.
  if (statement.length > 1024 || /[\r\n\u0000-\u001f\u007f]/.test(statement)) throw apiError('invalid_siwe_statement');

  const requestId = params?.message_request_id || null;
  if (requestId !== null && (requestId.length > 256 || !/^[\x21-\x7e]+$/.test(requestId)))
    throw apiError('invalid_siwe_message_request_id');

  const resources = params?.resources ?? [];
  if (
    resources.length > 32 ||
    !resources.every((r) => typeof r === 'string' && /^[a-z][a-z0-9+.-]*:[^\s]+$/i.test(r) && r.length <= 2048)
  ) {
    throw apiError('invalid_siwe_resource');
  }

  return {
    domain,
    uri: uri.href,
    statement,
    chainId,
    issuedAt: parseTimestamp(params?.issued_at, 'issued_at') ?? new Date(context.nowMs),
    notBefore: parseTimestamp(params?.not_before, 'not_before'),
    requestId,
    resources,
  };
}

/** The EIP-4361 message for an Ethereum address, with an Expiration Time at the end of the challenge's life. */
export function siweMessage(input: { address: string; nonce: string; fields: SiweFields; expiresAt: Date }): string {
  try {
    return createSiweMessage({
      address: getAddress(input.address),
      chainId: input.fields.chainId,
      domain: input.fields.domain,
      nonce: input.nonce,
      uri: input.fields.uri,
      version: '1',
      statement: input.fields.statement,
      issuedAt: input.fields.issuedAt,
      expirationTime: input.expiresAt,
      ...(input.fields.notBefore ? { notBefore: input.fields.notBefore } : {}),
      ...(input.fields.requestId ? { requestId: input.fields.requestId } : {}),
      ...(input.fields.resources.length ? { resources: input.fields.resources } : {}),
    });
  } catch (error) {
    // viem re-validates the fields (e.g. an IPv6 or odd authority in domain): report it, never a 500.
    const field = /field "?(\w+)"?/i.exec((error as Error).message)?.[1] ?? '';
    if (field === 'domain') throw apiError('invalid_siwe_domain');
    if (field === 'resources') throw apiError('invalid_siwe_resource');
    throw apiError('invalid_siwe_uri', `The Sign-In With Ethereum message could not be built: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * The challenge when SIWE is not in play: plain text naming the project, the wallet and a nonce, so a
 * signature cannot be replayed against another project or another challenge.
 */
export function plainChallenge(input: { projectName: string; address: string; type: WalletType; nonce: string; issuedAt: Date }): string {
  return [
    `Sign in to ${input.projectName} with your ${input.type === 'solana' ? 'Solana' : 'Ethereum'} wallet.`,
    '',
    'This request will not trigger a blockchain transaction or cost any gas fees.',
    '',
    `Wallet: ${input.address}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt.toISOString()}`,
  ].join('\n');
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Whether `signature` is the wallet's signature over `message`. Malformed signatures are simply false. */
export async function verifyWalletSignature(input: {
  type: WalletType;
  address: string;
  message: string;
  signature: string;
}): Promise<boolean> {
  if (input.type === 'ethereum') {
    // personal_sign gives r ‖ s ‖ v: 65 bytes as 0x-hex.
    if (!isHex(input.signature, { strict: true }) || input.signature.length !== 132) return false;
    try {
      return await verifyMessage({ address: getAddress(input.address), message: input.message, signature: input.signature as Hex });
    } catch {
      return false;
    }
  }
  let signature: Uint8Array;
  let publicKey: Uint8Array;
  try {
    signature = bs58.decode(input.signature);
    publicKey = bs58.decode(input.address);
  } catch {
    return false;
  }
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
    return verify(null, Buffer.from(input.message, 'utf8'), key, signature);
  } catch {
    return false;
  }
}
