import type { ErrorBody } from "../../shared/errors";

/** An error answer from our API: the server's stable `code`, its HTTP status and its message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues?: ErrorBody["issues"],
    readonly detail?: Pick<ErrorBody, "reason" | "params">,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** 4xx answers say the request itself is wrong, so repeating it cannot help. */
  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

/** The server no longer knows who this is: a write needs the sign-in dialog, not an error toast. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ErrorBody).code === "string" &&
    typeof (value as ErrorBody).message === "string"
  );
}

/** Reads a failed response's {code, message} body; a body in any other shape keeps the status text. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body))
    return new ApiError(body.code, response.status, body.message, body.issues, {
      reason: body.reason,
      params: body.params,
    });
  return new ApiError("HTTP_ERROR", response.status, response.statusText || `HTTP ${response.status}`);
}

/** Returns the JSON of a successful response and throws an `ApiError` for any other. */
export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}
