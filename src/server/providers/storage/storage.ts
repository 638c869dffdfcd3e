/** Object storage for uploaded media; keys are "/"-separated paths such as media/<id>/640.webp. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored object, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deleting a missing object is not an error, so retries are safe. */
  delete(key: string): Promise<void>;
}
