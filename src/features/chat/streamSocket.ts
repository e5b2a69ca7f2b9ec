/**
 * The omni-proxy websocket of the streaming provider (docs/webchat.md#calls: pinged every 10 s with the channel id), as an event channel
 * of plain data for the chat saga. The socket itself never leaves this module and the saga.
 */
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { serviceUrl } from '../../api/serviceBase';
import { providerMessageOf } from '../../contract/chat';
import type { ChatMessage } from './chatSlice';

export const OMNI_PROXY_SOCKET_PATH = '/service-omni-proxy/ws';

export type StreamEvent =
  | { type: 'open' }
  | { type: 'closed' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'agent-joined'; name: string | null }
  | { type: 'typing' }
  | { type: 'frozen' };

/** The part of a WebSocket the chat uses (a test gives its own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** How sockets are made; a test replaces `create`. */
export const chatSockets = {
  create: (url: string): SocketLike => new WebSocket(url) as unknown as SocketLike,
};

const OPEN = 1;

/** ws(s)://{the services' host}/service-omni-proxy/ws?channelId= */
export function streamSocketUrl(channelId: string): string {
  const url = new URL(serviceUrl(OMNI_PROXY_SOCKET_PATH));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('channelId', channelId);
  return url.href;
}

/** One server event as plain data; anything else is ignored (a malformed event never crashes). */
export function streamEventOf(data: unknown): StreamEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null) return null;
  const e = event as Record<string, unknown>;
  switch (e.type) {
    case 'message': {
      const message = providerMessageOf(e.message);
      return message ? { type: 'message', message } : null;
    }
    case 'participant-joined':
      return e.role === 'agent'
        ? { type: 'agent-joined', name: typeof e.name === 'string' ? e.name : null }
        : null;
    case 'typing':
      return e.from === 'agent' ? { type: 'typing' } : null;
    case 'frozen':
      return { type: 'frozen' };
    default:
      return null;
  }
}

export interface StreamConnection {
  events: EventChannel<StreamEvent>;
  /** The ping route, with the channel id (docs/webchat.md#calls). */
  ping(): void;
  close(): void;
}

/** Opens the socket; its events end with `closed` (then the channel ends). */
export function connectStream(channelId: string): StreamConnection {
  const socket = chatSockets.create(streamSocketUrl(channelId));
  let closedByUs = false;
  const events = eventChannel<StreamEvent>((emit) => {
    socket.onopen = () => emit({ type: 'open' });
    socket.onmessage = ({ data }) => {
      const event = streamEventOf(data);
      if (event) emit(event);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (!closedByUs) emit({ type: 'closed' });
      emit(END);
    };
    return () => {
      closedByUs = true;
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
    };
    // Kept while the saga is busy (a history load, a send): no event is lost.
  }, buffers.expanding(32));
  return {
    events,
    ping() {
      if (socket.readyState === OPEN) socket.send(JSON.stringify({ route: 'ping', channelId }));
    },
    close: () => events.close(),
  };
}
