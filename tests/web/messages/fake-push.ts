import { Server } from 'mock-socket';

type PushSocket = { send(data: string): void };

/**
 * A fake `/push` server on the app's default push URL (the page's host + /push, streams/push-url.ts) through
 * mock-socket, which stands in for the global WebSocket while it runs. `frames` are the client frames received since
 * the last `reset`, each with its socket; `notify` sends a message on the socket that subscribed a topic (`user` by
 * default).
 */
export function fakePushServer() {
  const server = new Server(`ws://${location.host}/push`);
  let frames: { frame: Record<string, unknown>; socket: PushSocket }[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (data) => frames.push({ frame: JSON.parse(String(data)) as Record<string, unknown>, socket }));
  });
  const socketOf = (topic: string) => [...frames].reverse().find((f) => f.frame.type === 'subscribe' && (f.frame.topics as string[]).includes(topic))?.socket;
  return {
    frames: () => frames.map((f) => f.frame),
    reset: () => {
      frames = [];
    },
    /** Sends `message` (serverNow added) to the socket of `topic`. @throws when no socket subscribed the topic yet */
    notify: (message: Record<string, unknown>, topic = 'user') => {
      const socket = socketOf(topic);
      if (!socket) throw new Error(`no ${topic} subscription`);
      socket.send(JSON.stringify({ ...message, serverNow: Date.now() }));
    },
    stop: () => server.stop(),
  };
}
