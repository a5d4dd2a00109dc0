// A point in the server's code where a test can stop one request while another runs, to make a
// race deterministic: arm() it, let the request reach it, do the other thing, then release().
export interface Gate {
  /** The next request to pass this point stops there until release(). */
  arm(): { reached: Promise<void>; release: () => void };
  /** Called by the mocked code at the point: waits while the gate is armed for it. */
  pass(): Promise<void>;
}

export function gate(): Gate {
  let armed: { reached: () => void; released: Promise<void> } | null = null;
  return {
    arm() {
      let reached!: () => void;
      let release!: () => void;
      const reachedP = new Promise<void>((r) => (reached = r));
      armed = { reached, released: new Promise<void>((r) => (release = r)) };
      return { reached: reachedP, release };
    },
    async pass() {
      const a = armed;
      armed = null;
      if (a) {
        a.reached();
        await a.released;
      }
    },
  };
}
