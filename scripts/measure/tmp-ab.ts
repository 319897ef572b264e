import { reactRouterBuild } from '#scripts/build/build.ts'
const build = reactRouterBuild({ SITE_LANG: 'da', BUILD_DIRECTORY: 'build/tmp-analytics', SITE_URL_DA: 'http://localhost:4999', SITE_URL_EN: 'http://localhost:4174', PLAUSIBLE_DOMAIN: 'lokalsynlig.dk', PLAUSIBLE_ENDPOINT: 'http://localhost:4998/api/event' })
console.log(build.status); console.log(String(build.stdout).slice(-3000)); console.log(String(build.stderr ?? '').slice(-2000))
