/**
 * The URL of the app's push channel (env.pushUrl), set once at start-up. Kept apart from push.ts so the entry
 * chunk does not carry reconnecting-websocket: the channel's code loads with the first page that subscribes
 * (bench/README.md "Web: initial JS").
 */
let pushUrl = '/push';
let version = 0;

/** Sets the URL of the app's push channel (`/push` or a ws(s)/http(s) URL); call before the first subscription. */
export function configurePush(url: string): void {
  pushUrl = url;
  version += 1;
}

/** The configured URL and a counter that changes with each {@link configurePush} call. */
export const pushConfig = (): { url: string; version: number } => ({ url: pushUrl, version });
