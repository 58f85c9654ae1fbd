import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../src/config';

/** apps/web/dist, built once if it is not there (CI builds it before: the browser tests need it too). */
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

export function ensureWebBuild(): string {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.log(
      '[hardening] apps/web/dist is missing: building the web app (npm run build -w @parashop/web)',
    );
    execFileSync('npm', ['run', 'build', '-w', '@parashop/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  return WEB_DIST;
}
