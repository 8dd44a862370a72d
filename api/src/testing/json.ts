// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answers and assert on it
export type Json = any;

export async function json(response: Response | Promise<Response>): Promise<Json> {
  return (await response).json();
}
