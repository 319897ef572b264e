import { useMatches } from 'react-router'
import { PAGES, type PageId, type PageParams } from './pages.ts'

export type CurrentPage = { id: PageId; params: PageParams } | { id: null; params: PageParams }

/** The page-table entry of the current route (route ids are page ids); null on the 404 page. */
export function useCurrentPage(): CurrentPage {
  const match = useMatches().at(-1)
  const id = match?.id
  const params = { slug: match?.params.slug }
  return id && id in PAGES ? { id: id as PageId, params } : { id: null, params }
}
