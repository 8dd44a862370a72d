import type { AnswerOf, RouteOf } from '@futterkompass/contract';
import { POST_MESSAGES } from '@futterkompass/domain';
import { getJson, isNetworkFailure } from '../api/http';

type PostsUrl = '/api/posts' | `/api/post/${string}`;

/**
 * A posts call: its answer when success is true; otherwise it throws the text to show, 'Netzwerkfehler.'
 * when no answer came, the page's own text for any other failure (the specification's two cases).
 */
export async function loadPosts<U extends PostsUrl>(
  url: U,
  failure: string,
): Promise<AnswerOf<RouteOf<'GET', U>>> {
  let answer: AnswerOf<RouteOf<'GET', U>>;
  try {
    answer = await getJson(url);
  } catch (error) {
    throw new Error(isNetworkFailure(error) ? POST_MESSAGES.networkError : failure);
  }
  if ((answer as { success?: unknown }).success !== true) throw new Error(failure);
  return answer;
}
