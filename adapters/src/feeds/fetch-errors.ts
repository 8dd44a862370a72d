/** A feed could not be fetched; the message is German and shown to the merchant. */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
  constructor(
    message: string,
    /** Worth another attempt (a timeout, a 5xx, a refused connection), not a 404 or a refused address. */
    readonly transient: boolean,
  ) {
    super(message);
  }
}
