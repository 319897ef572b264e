import { useMatches } from 'react-router'
import { categoryOfSlug } from '#app/blog/posts.ts'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { PAGES, type PageId, type PageParams } from './pages.ts'

export type CurrentPage = { id: PageId; params: PageParams } | { id: null; params: PageParams }

/** The page-table entry of the current route (route ids are page ids); null on the 404 page. */
export function useCurrentPage(): CurrentPage {
  const match = useMatches().at(-1)
  const id = match?.id
  const page = match?.params.page
  const category = categoryOfSlug(BUILD_LANGUAGE, match?.params.category)
  const params: PageParams = {
    ...(match?.params.slug && { slug: match.params.slug }),
    ...(page && { page: Number(page) }),
    ...(category && { category }),
  }
  return id && id in PAGES ? { id: id as PageId, params } : { id: null, params }
}
