// This browser and web push (issue 29): whether it can, whether it is on, turning it on and off.
// Permission is asked only from 'Ativar notificações' (a click), never on load.
import { deleteSubscription, getVapidKey, saveSubscription } from './api/push.js';

export type PushState =
  /** No Push API here (an old browser, or iPhone/iPad Safari outside the installed app). */
  | 'unsupported'
  /** iPhone or iPad in a Safari tab: push works only from the app added to the Home Screen. */
  | 'ios-not-installed'
  /** The member refused notifications to this site in the browser. */
  | 'denied'
  | 'off'
  | 'on';

/** iPhone, iPod, or iPad (iPadOS says Macintosh, with a touch screen). */
export function isIos(nav: Navigator = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Opened from the Home Screen (the installed app), not in a browser tab. */
export function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** What this browser is now, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return isIos() && !isInstalled() ? 'ios-not-installed' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await navigator.serviceWorker.getRegistration();
  const subscription = await existing?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** 'Ativar notificações': asks permission (this click), subscribes, tells the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return pushState();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  const { publicKey } = await getVapidKey();
  let subscription = await reg.pushManager.getSubscription();
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  try {
    await saveSubscription(subscription.toJSON());
  } catch (err) {
    // The server did not take it: leave the browser as it was (off).
    await subscription.unsubscribe().catch(() => {});
    throw err;
  }
  return 'on';
}

/** 'Desativar': the server forgets this browser, and the browser its subscription. */
export async function turnPushOff(): Promise<PushState> {
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
