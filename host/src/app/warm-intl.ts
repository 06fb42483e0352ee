/**
 * Loads the engine's number and date formatting data on a worker thread while the shell starts, instead of on the main
 * thread in the middle of the first page's render (the first `Intl.NumberFormat` costs 50–80 ms there). Best effort:
 * without workers, or if this fails, the formatters just pay that cost when first used.
 */
export function warmIntlOffMainThread(language: string): void {
  if (typeof Worker !== 'function') return;
  try {
    // The URL on its own line: webpack emits the file as it is (no bundled worker with its own runtime).
    const script = new URL('./intl-warm-up.worker.js', import.meta.url);
    const worker = new Worker(script);
    worker.onerror = () => worker.terminate();
    worker.postMessage(language);
  } catch {
    // No head start.
  }
}
