/**
 * The sound and the notification when a cook-mode timer ends (ADR 138). The audio context is made
 * on the tap that starts a timer, as browsers allow sound only after a gesture.
 */
let audio: AudioContext | null = null;

export function prepareAlarm(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = null;
  }
  if (typeof Notification !== "undefined" && Notification.permission === "default") {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** Three short beeps. */
export function ringAlarm(): void {
  if (!audio) return;
  try {
    const start = audio.currentTime;
    for (let i = 0; i < 3; i += 1) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = "sine";
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, start + i * 0.5);
      gain.gain.exponentialRampToValueAtTime(0.4, start + i * 0.5 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.5 + 0.35);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + i * 0.5);
      tone.stop(start + i * 0.5 + 0.4);
    }
  } catch {
    // No sound: the alarm on screen and the notification remain.
  }
}

export function notifyDone(title: string, body: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const options = { body, tag: `cook-timer-${body}`, requireInteraction: true };
  // Some browsers (Chrome on Android) show notifications only through the service worker.
  const show = async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  };
  void show().catch(() => undefined);
}
