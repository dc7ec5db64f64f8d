import type { ClubIdentity } from '../club-identity';
import type { NewsListResponse, NewsPost, newsListQuerySchema } from '../schemas/content';
import { answer, defineRoute, schema } from './define';

/** Published news, read by the news pages and the home page's latest news. */
export const newsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/news',
    query: schema<typeof newsListQuerySchema>(),
    answer: answer<NewsListResponse>(),
  }),
  bySlug: defineRoute({ method: 'GET', path: '/api/news/:slug', answer: answer<{ post: NewsPost }>() }),
};

/** The club's identity as the board set it: the shell (top bar, footer, titles) and club texts read it. */
export const clubApi = {
  identity: defineRoute({ method: 'GET', path: '/api/club', answer: answer<{ club: ClubIdentity }>() }),
};
