import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Publishes `content` as `file` in `dir` unless another process published it first: written to
 * a temporary file in the same folder (mode 0600, flushed), then hard-linked into place, which
 * fails if the file exists. So a crash never leaves a truncated file and two starting processes
 * agree. Where hard links are not supported it is renamed into place. False when the file
 * already existed (read it: theirs wins).
 */
export function writeFileOnce(dir: string, file: string, content: string): boolean {
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, file);
  const temporary = path.join(dir, `.${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temporary, 'wx', 0o600);
    try {
      fs.fchmodSync(fd, 0o600); // whatever the umask
      fs.writeFileSync(fd, content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.linkSync(temporary, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
      fs.renameSync(temporary, target);
    }
    return true;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
