import { POST_MESSAGES } from '@futterkompass/domain';
import { getJson, isNetworkFailure } from '../api/http';

/**
 * A posts call: its answer when success is true; otherwise it throws the text to show, 'Netzwerkfehler.'
 * when no answer came, the page's own text for any other failure (the specification's two cases).
 */
export async function loadPosts<T>(url: string, failure: string): Promise<T> {
  let answer: T & { success?: unknown };
  try {
    answer = await getJson<T & { success?: unknown }>(url);
  } catch (error) {
    throw new Error(isNetworkFailure(error) ? POST_MESSAGES.networkError : failure);
  }
  if (answer.success !== true) throw new Error(failure);
  return answer;
}
