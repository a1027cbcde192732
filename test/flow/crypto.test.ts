import { describe, expect, it, vi } from 'vitest';
import {
  FlowController,
  initialState,
  reduce,
  type DetectedWallet,
  type FlowEvent,
  type FlowState,
  type WidgetConfig,
} from '../../src/flow';
import { later as cryptoLater } from '../../src/flow/products/crypto/later';
import { fakeResponse, fakeServices, fakeSignIn } from '../../stories/support/fakeServices';
import { waitFor } from '../support/wait';
import { tables } from './support';

const config: WidgetConfig = { products: ['crypto'] };
/** A sign-in's answer, as the client resolves with it. */
const signIn = fakeSignIn();
const wallets: DetectedWallet[] = [
  { id: 'eip6963:metamask', option: 'metamask' },
  { id: 'injected:solana', option: 'phantom' },
];

function run(state: FlowState, ...events: FlowEvent[]) {
  const commands = [];
  for (const event of events) {
    const next = reduce(state, event, { config }, tables);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

const main = (): FlowState => ({ ...initialState(), env: { passkeyAutofill: false, wallets } }) as FlowState;
const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const connectInput = { wallet: 'eip6963:metamask', option: 'metamask' } as const;
const signInput = { ...connectInput, address, challenge: 'Sign in' };
const authInput = { option: 'metamask', address, signature: '0xsig' } as const;

/** From Main through a wallet's connect and signature (spec §4 "Crypto"). */
function toSigned() {
  const connecting = run(main(), { type: 'WALLET_SELECT', wallet: 'eip6963:metamask' });
  const signing = run(connecting.state, {
    type: 'DONE',
    id: 1,
    action: 'crypto.connect',
    input: connectInput,
    result: { address, challenge: 'Sign in', data: { ...fakeResponse, challenge: 'Sign in' } },
  });
  return { connecting, signing };
}

describe('crypto wallets (spec §2 crypto screens, §4 "Crypto")', () => {
  it('a wallet button opens CryptoConnect, which asks the wallet for its address and the API for a challenge', () => {
    const { connecting } = toSigned();
    expect(connecting.state).toMatchObject({
      screen: 'CryptoConnect',
      wallet: 'eip6963:metamask',
      cryptoState: { walletOption: 'metamask', walletAddress: '' },
    });
    expect(connecting.commands).toEqual([{ type: 'call', id: 1, action: 'crypto.connect', input: connectInput }]);
  });

  it('the challenge leads to CryptoSignMessage and the signature request; the start is reported', () => {
    const { signing } = toSigned();
    expect(signing.state).toMatchObject({
      screen: 'CryptoSignMessage',
      cryptoState: { walletAddress: address, walletChallenge: 'Sign in' },
    });
    expect(signing.commands).toEqual([
      { type: 'emit', event: { type: 'CRYPTO_WALLET_AUTHENTICATE_START', data: { ...fakeResponse, challenge: 'Sign in' } } },
      { type: 'call', id: 2, action: 'crypto.sign', input: signInput },
    ]);
  });

  it('a signature is checked, then CryptoConfirmation completes the flow', () => {
    const { signing } = toSigned();
    const checking = run(signing.state, { type: 'DONE', id: 2, action: 'crypto.sign', input: signInput, result: { signature: '0xsig' } });
    expect(checking.commands).toEqual([{ type: 'call', id: 3, action: 'crypto.authenticate', input: authInput }]);
    expect(checking.state.screen).toBe('CryptoSignMessage');
    const { state, commands } = run(checking.state, {
      type: 'DONE',
      id: 3,
      action: 'crypto.authenticate',
      input: authInput,
      result: { data: signIn },
    });
    expect(state.screen).toBe('CryptoConfirmation');
    expect(commands).toEqual([
      { type: 'emit', event: { type: 'CRYPTO_WALLET_AUTHENTICATE', data: signIn } },
      { type: 'emit', event: { type: 'AUTHENTICATE_FLOW_COMPLETE', data: signIn } },
    ]);
  });

  it("a declined signature: the toast '[Error] Could not sign message', then CryptoError, and the host hears it", () => {
    const { signing } = toSigned();
    const { state, commands } = run(signing.state, {
      type: 'FAILED',
      id: 2,
      action: 'crypto.sign',
      input: signInput,
      error: { name: 'Error', message: 'User rejected the request.' },
    });
    expect(state.screen).toBe('CryptoError');
    expect(state.notices).toEqual([{ id: expect.any(Number), tone: 'error', message: { key: 'crypto.signFailed' } }]);
    const error = { name: 'Error', message: 'User rejected the request.' };
    expect(commands).toEqual([
      { type: 'report', error },
      { type: 'console', message: 'Could not connect to wallet', error },
    ]);
  });

  it('a failed connect goes to CryptoError without a toast', () => {
    const { connecting } = toSigned();
    const { state } = run(connecting.state, {
      type: 'FAILED',
      id: 1,
      action: 'crypto.connect',
      input: connectInput,
      error: { name: 'Error', message: 'rejected' },
    });
    expect(state.screen).toBe('CryptoError');
    expect(state.notices).toEqual([]);
  });

  it.each([
    ['the wallet refuses to connect', { requestAddress: () => Promise.reject(new Error('User rejected the request.')) }],
    ['the wallet refuses to sign', { sign: () => Promise.reject(new Error('User rejected the request.')) }],
    ['the API refuses the signature', { authenticate: () => Promise.reject(new Error('Signature invalid.')) }],
  ] as const)("logs 'Could not connect to wallet' on the console when %s (spec §4)", async (_case, crypto) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const controller = new FlowController({ services: fakeServices({ crypto }), config, initial: main() });
      controller.send({ type: 'WALLET_SELECT', wallet: 'eip6963:metamask' });
      await waitFor(() => expect(controller.getSnapshot().screen).toBe('CryptoError'));
      expect(logged).toHaveBeenCalledWith('Could not connect to wallet', expect.objectContaining({ name: 'Error' }));
    } finally {
      logged.mockRestore();
    }
  });

  it('every crypto back arrow returns to Main, dropping what was in flight', () => {
    const { signing } = toSigned();
    const back = run(signing.state, { type: 'GO_MAIN' });
    expect(back.state).toMatchObject({ screen: 'Main', pending: null });
    expect(back.commands).toEqual([{ type: 'cancel', id: 2 }]);
  });

  it("'other' and 'set up' open their screens; a wallet no longer offered does nothing", () => {
    expect(run(main(), { type: 'WALLET_OTHER' }).state.screen).toBe('CryptoOtherScreen');
    expect(run(main(), { type: 'WALLET_SETUP' }).state.screen).toBe('CryptoSetupWallet');
    const other = run(main(), { type: 'WALLET_OTHER' }).state;
    expect(run(other, { type: 'WALLET_SELECT', wallet: 'injected:solana' }).state).toMatchObject({
      screen: 'CryptoConnect',
      cryptoState: { walletOption: 'phantom' },
    });
    expect(run(main(), { type: 'WALLET_SELECT', wallet: 'gone' }).commands).toEqual([]);
  });
});

describe('crypto actions (spec §3: Solana-type wallets sign as solana, the rest as ethereum)', () => {
  const context = (crypto: NonNullable<Parameters<typeof fakeServices>[0]>['crypto']) => ({
    services: fakeServices({ crypto }),
    config,
    signal: new AbortController().signal,
  });

  it('a Phantom wallet connects and signs as solana, a Metamask one as ethereum', async () => {
    const requestAddress = vi.fn(async () => 'addr');
    const start = vi.fn(async () => ({ ...fakeResponse, challenge: 'c' }));
    const sign = vi.fn(async () => 'sig');
    await cryptoLater.handlers!['crypto.connect']!({ wallet: 'w', option: 'phantom' }, context({ requestAddress, start }));
    expect(requestAddress).toHaveBeenCalledWith('w', 'solana');
    expect(start).toHaveBeenCalledWith('addr', 'solana');
    await cryptoLater.handlers!['crypto.sign']!({ wallet: 'w', option: 'metamask', address: 'addr', challenge: 'c' }, context({ sign }));
    expect(sign).toHaveBeenCalledWith('w', 'ethereum', 'addr', 'c');
  });
});
