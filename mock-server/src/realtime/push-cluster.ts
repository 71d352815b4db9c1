import type { ClusterBus } from '../cluster/bus';
import type { EndedSessions } from '../modules/auth/index';
import type { PushHub, PushMessage } from './push-hub';

/** The bus channel of the push hubs of one deployment. */
export const PUSH_CHANNEL = 'push';

/** One fan-out as it travels between processes: the hub call and its arguments (JSON). */
type PushFanout =
  | { op: 'broadcast'; msg: PushMessage }
  | { op: 'publish'; topic: string; msg: PushMessage; exceptUsers?: string[] }
  | { op: 'user'; userId: string; msg: PushMessage }
  | { op: 'end'; ended: EndedSessions };

/** Delivers a fan-out another process published to this process's own clients (never published again). */
function deliverLocally(local: PushHub, fanout: PushFanout): void {
  switch (fanout.op) {
    case 'broadcast': return void local.broadcast(fanout.msg);
    case 'publish': return void local.publish(fanout.topic, fanout.msg, fanout.exceptUsers ? new Set(fanout.exceptUsers) : undefined);
    case 'user': return void local.sendToUser(fanout.userId, fanout.msg);
    case 'end': return local.endSessions(fanout.ended);
  }
}

/**
 * The push hub of one process of several (REDIS_URL): `broadcast`, `publish`, `sendToUser` and `endSessions` deliver
 * to this process's clients and publish the call on `bus`, whose other processes deliver it to their own clients only,
 * so every client gets a message once. Counts stay this process's; connection limits, subscriptions and token expiry
 * stay per process. Bus delivery is at most once (bus.ts): a process cut off from Redis misses fan-outs meanwhile.
 */
export function clusterPushHub(local: PushHub, bus: ClusterBus): PushHub {
  const send = (fanout: PushFanout) => bus.publish(PUSH_CHANNEL, fanout);
  bus.subscribe(PUSH_CHANNEL, (msg) => deliverLocally(local, msg as PushFanout));
  return {
    ...local,
    broadcast: (msg) => {
      send({ op: 'broadcast', msg });
      return local.broadcast(msg);
    },
    publish: (topic, msg, exceptUsers) => {
      send({ op: 'publish', topic, msg, ...(exceptUsers?.size ? { exceptUsers: [...exceptUsers] } : {}) });
      return local.publish(topic, msg, exceptUsers);
    },
    sendToUser: (userId, msg) => {
      send({ op: 'user', userId, msg });
      return local.sendToUser(userId, msg);
    },
    endSessions: (ended) => {
      send({ op: 'end', ended });
      local.endSessions(ended);
    },
  };
}
