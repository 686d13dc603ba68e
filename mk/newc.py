#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Reads a cpio archive in the "newc" format, the one initramfs archives use and the one
`ltk vm` writes (runner/vm/vm_cpio.c), for the checks that look inside it (mk/check-vm.sh,
mk/check-lava.sh).

Each entry is a 110-byte header (the magic "070701", then thirteen 8-digit hex fields: inode,
mode, uid, gid, nlink, mtime, file size, device major and minor, rdev major and minor, name
size with its NUL, checksum), the name with its NUL padded to a multiple of 4 bytes, then the
data (a symlink's data is its target) padded to 4 bytes; the entry "TRAILER!!!" ends the
archive. The reader is written by hand because the format is that small, and Debian's cpio
tool could only list the names or extract the files into a temporary directory (with device
nodes and modes that need root). An archive compressed with gzip or xz is read through
Python's own modules; the initramfs of `ltk vm` is not compressed.

    python3 mk/newc.py ARCHIVE             one line per entry: mode (octal), size, name,
                                           and " -> TARGET" for a symlink
    python3 mk/newc.py ARCHIVE --cat NAME  the data of entry NAME (exit 1 if there is none)

From Python: sys.path has mk/, then `import newc; entries = newc.read(ARCHIVE)`, a dict
from name to an Entry (mode, data, rdev_major, rdev_minor), in archive order.
A malformed archive (bad magic, truncated, no trailer) raises ValueError; as a command
it exits 1 with the reason.
"""
import collections
import gzip
import lzma
import sys

MAGIC = b"070701"
HEADER = 110
TRAILER = "TRAILER!!!"

Entry = collections.namedtuple("Entry", "mode data rdev_major rdev_minor")


def _pad4(n):
    return (n + 3) & ~3


def parse(data):
    """The entries of the archive in bytes data, up to its trailer."""
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    elif data[:6] == b"\xfd7zXZ\x00":
        data = lzma.decompress(data)
    entries, pos = {}, 0
    while True:
        head = data[pos:pos + HEADER]
        if len(head) < HEADER or head[:6] != MAGIC:
            raise ValueError("no newc header (magic 070701) at byte %d" % pos)
        try:
            f = [int(head[6 + 8 * i:14 + 8 * i], 16) for i in range(13)]
        except ValueError:
            raise ValueError("a header field is not hex at byte %d" % pos) from None
        mode, size, rmaj, rmin, nsize = f[1], f[6], f[9], f[10], f[11]
        name = data[pos + HEADER:pos + HEADER + nsize - 1].decode("utf-8", "surrogateescape")
        pos = _pad4(pos + HEADER + nsize)
        body = data[pos:pos + size]
        if len(body) < size or nsize < 1:
            raise ValueError("entry %r is cut short" % name)
        pos = _pad4(pos + size)
        if name == TRAILER:
            return entries
        entries[name] = Entry(mode, body, rmaj, rmin)


def read(path):
    with open(path, "rb") as f:
        return parse(f.read())


def main(argv):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--cat"):
        sys.stderr.write("usage: newc.py ARCHIVE [--cat NAME]\n")
        return 2
    try:
        entries = read(argv[1])
    except (OSError, ValueError, EOFError, lzma.LZMAError) as e:
        sys.stderr.write("newc.py: %s: %s\n" % (argv[1], e))
        return 1
    if len(argv) == 4:
        if argv[3] not in entries:
            sys.stderr.write("newc.py: %s: no entry %r\n" % (argv[1], argv[3]))
            return 1
        sys.stdout.buffer.write(entries[argv[3]].data)
        return 0
    out = []
    for name, e in entries.items():
        link = ""
        if e.mode & 0o170000 == 0o120000:
            link = " -> " + e.data.decode("utf-8", "surrogateescape")
        out.append("%06o %d %s%s\n" % (e.mode, len(e.data), name, link))
    sys.stdout.buffer.write("".join(out).encode("utf-8", "surrogateescape"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
