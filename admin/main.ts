/**
 * The editor at /admin/: Sveltia CMS, bundled from npm with its fonts, so nothing comes from
 * another origin. It reads /admin/config.yml, which the build writes (admin/cms-config.ts).
 */
import CMS from '@sveltia/cms'

CMS.init()
