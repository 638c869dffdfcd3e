import { RateSourceError } from "./exchange-rates";

/**
 * One GET to a rate source with a time limit, its failures told as RateSourceError: no answer in
 * time, no connection, or an answer other than 2xx (its body is dropped unread).
 */
export async function fetchSource(
  name: string,
  url: string,
  timeoutMs: number,
  accept: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new RateSourceError(
      timedOut ? "timeout" : "connection",
      timedOut ? `${name} did not answer within ${timeoutMs} ms` : `${name} could not be reached`,
      { cause: error },
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new RateSourceError("unavailable", `${name} answered ${response.status}`, {
      status: response.status,
    });
  }
  return response;
}
