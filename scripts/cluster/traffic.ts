import type { ShopClient } from "../../src/server/test/checkout-flow";

/** One request that failed as a client sees it: no answer, or a 5xx. */
export interface FailedRequest {
  what: string;
  started: number;
  ended: number;
}

/**
 * Every request of the drill's clients, as they saw it. A failure is excused only when it was in
 * flight at a SIGKILL (`killedAt`): a graceful stop, a restart or a balancer must lose nothing.
 */
export function createTraffic() {
  const failures: FailedRequest[] = [];
  const killedAt: number[] = [];
  let answered = 0;
  const excused = (failure: FailedRequest) =>
    killedAt.some((at) => failure.started <= at + 100 && failure.ended >= at);

  return {
    answered: () => answered,
    failures: () => failures,
    unexcused: () => failures.filter((failure) => !excused(failure)),
    killed(at = performance.now()) {
      killedAt.push(at);
    },
    /** Runs one request, counting its answer or its failure. */
    async track<T extends Response>(what: string, request: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        const response = await request();
        if (response.status >= 500)
          failures.push({ what: `${what}: ${response.status}`, started, ended: performance.now() });
        else answered++;
        return response;
      } catch (error) {
        failures.push({ what: `${what}: ${(error as Error).message}`, started, ended: performance.now() });
        throw error;
      }
    },
    /** A shopper whose every request is tracked. */
    tracked(client: ShopClient): ShopClient {
      return {
        call: (path, init) => this.track(`${init?.method ?? "GET"} ${path}`, () => client.call(path, init)),
        get: (path) => this.track(`GET ${path}`, () => client.get(path)),
        post: (path, json) => this.track(`POST ${path}`, () => client.post(path, json)),
      };
    },
  };
}

export type Traffic = ReturnType<typeof createTraffic>;
