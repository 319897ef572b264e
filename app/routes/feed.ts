import { blogFeedXml } from '#app/blog/feed.server.ts'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'

/** /rss.xml, prerendered as a file: the blog's posts in the build's language. */
export function loader() {
  return new Response(blogFeedXml(ORIGINS[BUILD_LANGUAGE], BUILD_LANGUAGE), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
