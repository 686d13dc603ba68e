#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Install the Debian packages LTK needs to build, test itself and run its tests.
# Idempotent; run as root (CI and the README's first command call it).
set -eu

packages="
gcc make pkg-config libc6-dev musl-tools gcc-multilib
libjson-c-dev
libaio-dev libcap-dev libnuma-dev libacl1-dev libkeyutils-dev
e2fsprogs xfsprogs btrfs-progs dosfstools exfatprogs ntfs-3g
util-linux kmod procps gzip tar python3 perl dash bash shellcheck man-db manpages-dev
qemu-system-x86 linux-image-amd64 busybox-static
lava-dispatcher cpio git
iproute2 iputils-ping
stress-ng strace
python3-junitparser python3-jsonschema python3-pil jq libxml2-utils chromium
"

missing=""
for p in $packages; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" != 0 ]; then
	echo "mk/deps.sh: missing packages:$missing (run as root to install them)" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing
