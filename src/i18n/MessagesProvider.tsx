import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  defaultMessages,
  formatMessage,
  resolveMessages,
  type MessageKey,
  type MessageOverrides,
  type MessageParams,
  type Messages,
} from './messages.js';

const MessagesContext = createContext<Messages>(defaultMessages);

export interface MessagesProviderProps {
  /** A partial catalogue; keys left out use the defaults. */
  messages?: MessageOverrides;
  children?: ReactNode;
}

/** Provides the (possibly overridden) catalogue to everything below. */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const resolved = useMemo(() => resolveMessages(messages), [messages]);
  return <MessagesContext.Provider value={resolved}>{children}</MessagesContext.Provider>;
}

/** The translate function: `t('otp.sentTo', { destination })`. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Reads text from the active catalogue. */
export function useMessages(): Translate {
  const messages = useContext(MessagesContext);
  return useCallback((key, params) => formatMessage(messages[key], params), [messages]);
}
