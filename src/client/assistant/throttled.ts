/**
 * Hands the growing answer on at most once per `interval()` ms: each update renders the whole
 * Markdown again, and a service may send hundreds of tiny pieces a second.
 */
export function throttled(apply: (text: string) => void, interval: () => number) {
  let latest: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (latest !== undefined) {
      last = performance.now();
      apply(latest);
    }
    latest = undefined;
  };
  return {
    update(text: string) {
      latest = text;
      // The first text shows at once; what follows soon after waits for the next turn.
      if (timer === undefined) timer = setTimeout(flush, Math.max(0, last + interval() - performance.now()));
    },
    flush,
    cancel() {
      clearTimeout(timer);
      latest = undefined;
    },
  };
}
