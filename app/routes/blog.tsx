import blog from '@locales/blog.json'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { PostList } from '../sections/post-list.tsx'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('blog', blog)

export const meta = () => pageMeta('blog')

export default function Blog() {
  return (
    <>
      <PageHero page="blog" />
      <PostList />
    </>
  )
}
