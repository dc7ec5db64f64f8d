import { type NewsListResponse, type NewsPost, newsListQuerySchema } from '../schemas/content';
import { answer, defineRoute } from './define';

/** Published news, read by the news pages and the home page's latest news. */
export const newsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/news',
    query: newsListQuerySchema,
    answer: answer<NewsListResponse>(),
  }),
  bySlug: defineRoute({ method: 'GET', path: '/api/news/:slug', answer: answer<{ post: NewsPost }>() }),
};
