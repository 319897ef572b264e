import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Gives every browser the bench starts a phone's fonts: `system-ui` and `sans-serif` resolve to
 * Roboto, as on Android, instead of Debian's DejaVu Sans (phone-fonts.conf). Chromium reads the
 * fontconfig file from the environment it inherits. Stops with a clear message when Roboto is not
 * installed (`apt-get install -y fonts-roboto`): a figure about text measured with other fonts
 * would not say what a phone does.
 */
export function applyPhoneFonts() {
  const config = fileURLToPath(new URL('phone-fonts.conf', import.meta.url))
  process.env.FONTCONFIG_FILE = config
  const match = execFileSync('fc-match', ['--format=%{family}', 'system-ui'], { encoding: 'utf8' })
  if (!match.split(',').includes('Roboto'))
    throw new Error(
      `The bench needs a phone's fonts, and system-ui is "${match}" here. Install Roboto: apt-get install -y fonts-roboto`,
    )
  console.log('fonts: system-ui and sans-serif are Roboto, as on an Android phone')
}
