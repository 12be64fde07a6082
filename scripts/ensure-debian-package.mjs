// The tests use programs from Debian's packages, never downloaded ones: Chromium (the
// end-to-end journeys), ffmpeg (recordings), poppler-utils and libheif-examples (the asset
// library's PDF and HEIC previews). When one is missing: install it as root, otherwise stop and
// say how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether `binary` (a path, or a name on PATH) runs (`versionArgs` answers with status 0). */
function present(binary, versionArgs = ['-version']) {
  if (binary.includes('/')) return existsSync(binary);
  return spawnSync(binary, versionArgs, { stdio: 'ignore' }).status === 0;
}

/**
 * Makes sure `binary` is there, installing Debian's `pkg` when it is not and we are root.
 * `setting` names the variable that points at another binary.
 */
export function ensureDebianPackage({ binary, pkg, purpose, setting, versionArgs }) {
  if (present(binary, versionArgs)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n${binary} was not found; ${purpose} need it.\n` +
        "Install Debian's package and run the tests again:\n\n" +
        `    sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
        (setting ? `\n(or set ${setting} to another ${pkg} binary).\n` : ''),
    );
    process.exit(1);
  }
  console.log(`${binary} not found: installing Debian's ${pkg} package…`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  } catch {
    console.error(`Installing ${pkg} with apt-get failed; install it by hand: apt-get install -y ${pkg}`);
    process.exit(1);
  }
  if (!present(binary, versionArgs)) {
    console.error(`${pkg} was installed but ${binary} is still missing${setting ? `; set ${setting}` : ''}.`);
    process.exit(1);
  }
}
