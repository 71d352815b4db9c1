import type { Socket } from 'socket.io';
import type { Language } from '../i18n/language';

/** The socket.io room of one lot: every broadcast of the lot goes to it. */
export const lotRoom = (assetsId: string) => `lot:${assetsId}`;

/** Per-socket data of the /bid namespace (socket.data). */
export interface BidSocketData {
  /** The handshake access token (`auth.token`), re-verified at every bid. */
  token?: string;
  /** The user of a verified token; null for watchers. */
  userId: string | null;
  /** Last `lot:me` sent per lot (JSON), so an unchanged personal view is not sent again. */
  lastMe: Map<string, string>;
  /** The connection's language, from its handshake (i18n/language.ts handshakeLanguage): acks and `lot:me` use it. */
  language: Language;
}

/**
 * The sockets with a token in each lot's room, for the per-socket `lot:me` update after a change. socket.io's own
 * rooms carry the broadcasts; this index only avoids asking the adapter for the members on every bid, and leaves
 * out the watchers (no handshake token: they can never bid on that connection), so 2,000 watchers cost the `lot:me`
 * pass nothing.
 */
export class LotRooms {
  private readonly members = new Map<string, Set<Socket>>();

  /** Records that `socket` joined the room of `assetsId`; ignored for a socket without a handshake token (a watcher). */
  add(assetsId: string, socket: Socket): void {
    if (!(socket.data as BidSocketData | undefined)?.token) return;
    let set = this.members.get(assetsId);
    if (!set) this.members.set(assetsId, (set = new Set()));
    set.add(socket);
  }

  /** Records that `socket` left the room of `assetsId`. */
  remove(assetsId: string, socket: Socket): void {
    const set = this.members.get(assetsId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.members.delete(assetsId);
  }

  /** Forgets a disconnected socket everywhere. */
  drop(socket: Socket): void {
    for (const id of [...this.members.keys()]) this.remove(id, socket);
  }

  /** The sockets with a token in the room of `assetsId`. */
  of(assetsId: string): Iterable<Socket> {
    return this.members.get(assetsId) ?? [];
  }
}
